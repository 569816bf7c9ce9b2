// Case tables: matching 4Ps list lines against accounts (decision 116), and a property: the order
// of the words and their case never change a match.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { compareNames, matchListedPerson, normalizeText, similarity, type ListedPerson } from './fourps-match.ts';

const juan: ListedPerson = { lastName: 'Dela Cruz', firstName: 'Juan', middleName: 'Perez', barangay: 'Poblacion' };
const acct = (name: string, barangay = 'POBLACION', address: string | null = null) => ({ name, barangay, address });

test('names are compared as words, accents and punctuation dropped', () => {
  assert.equal(normalizeText('  Peña-Ñiño, Ma. '), 'PENA NINO MA');
  assert.equal(similarity('ABC', 'ABC'), 1);
  assert.equal(similarity('', ''), 1);
});

const cases: [
  string,
  ListedPerson,
  ReturnType<typeof acct>,
  { score: number; samePlace: boolean; middleDiffers: boolean },
][] = [
  [
    'LAST, FIRST M. in the barangay',
    juan,
    acct('DELA CRUZ, JUAN P.'),
    { score: 1, samePlace: true, middleDiffers: false },
  ],
  [
    'first name first, middle name spelled out',
    juan,
    acct('Juan Perez Dela Cruz'),
    { score: 1, samePlace: true, middleDiffers: false },
  ],
  ['no middle name on the account', juan, acct('DELA CRUZ, JUAN'), { score: 1, samePlace: true, middleDiffers: false }],
  ['a suffix is set aside', juan, acct('DELA CRUZ, JUAN JR.'), { score: 1, samePlace: true, middleDiffers: false }],
  ['another middle initial', juan, acct('DELA CRUZ, JUAN S.'), { score: 1, samePlace: true, middleDiffers: true }],
  ['a misspelt last name', juan, acct('DELA CRUS, JUAN P.'), { score: 0.929, samePlace: true, middleDiffers: false }],
  [
    'the barangay in the address',
    juan,
    acct('DELA CRUZ, JUAN', 'SAN ISIDRO', 'Purok 2, Poblacion'),
    { score: 1, samePlace: true, middleDiffers: false },
  ],
  [
    'another barangay',
    juan,
    acct('DELA CRUZ, JUAN', 'SAN ISIDRO'),
    { score: 1, samePlace: false, middleDiffers: false },
  ],
  ['someone else', juan, acct('SANTOS, MARIA'), { score: 0.143, samePlace: true, middleDiffers: false }],
];
for (const [name, person, account, expected] of cases) {
  test(`compare: ${name}`, () => assert.deepEqual(compareNames(person, account), expected));
}

const kinds: [string, ReturnType<typeof acct>[], 'Exact' | 'Near' | 'None', number][] = [
  ['one exact account is proposed', [acct('DELA CRUZ, JUAN P.'), acct('SANTOS, MARIA')], 'Exact', 1],
  ['two exact accounts: a clerk chooses', [acct('DELA CRUZ, JUAN P.'), acct('JUAN DELA CRUZ')], 'Near', 2],
  ['a misspelling in the barangay is near', [acct('DELA CRUS, JUAN')], 'Near', 1],
  ['the same name elsewhere is near', [acct('DELA CRUZ, JUAN', 'SAN ISIDRO')], 'Near', 1],
  ['a misspelling elsewhere is not', [acct('DELA CRUS, JUAN', 'SAN ISIDRO')], 'None', 0],
  ['a different middle initial is near', [acct('DELA CRUZ, JUAN S.')], 'Near', 1],
  ['nobody alike', [acct('SANTOS, MARIA'), acct('REYES, PEDRO')], 'None', 0],
  ['no accounts', [], 'None', 0],
  [
    'at most three candidates',
    [acct('DELA CRUS, JUAN'), acct('DELA CRUZ, JUAM'), acct('DELA CROZ, JUAN'), acct('DELA CRUZ, JUAN S.')],
    'Near',
    3,
  ],
];
for (const [name, accounts, kind, n] of kinds) {
  test(`match: ${name}`, () => {
    const m = matchListedPerson(juan, accounts);
    assert.equal(m.kind, kind);
    assert.equal(m.candidates.length, n);
  });
}

test('near candidates come best first', () => {
  const m = matchListedPerson(juan, [acct('DELA CRUS, JUAM'), acct('DELA CRUZ, JUAN S.')]);
  assert.equal(m.candidates[0]?.consumer.name, 'DELA CRUZ, JUAN S.');
});

test('property: word order and case never change the comparison', () => {
  const word = fc.stringMatching(/^[A-Za-z]{2,8}$/);
  fc.assert(
    fc.property(word, word, word, fc.boolean(), (last, first, other, upper) => {
      const p: ListedPerson = { lastName: last, firstName: first, middleName: null, barangay: 'Poblacion' };
      const a = compareNames(p, acct(`${last}, ${first}`));
      const b = compareNames(p, acct(upper ? `${first} ${last}`.toUpperCase() : `${first} ${last}`.toLowerCase()));
      assert.deepEqual(a, b);
      assert.equal(a.score, 1);
      const c = compareNames(p, acct(`${other}, ${first}`));
      assert.ok(c.score >= 0 && c.score <= 1);
    }),
  );
});
