// Case tables: the lot judgement against a plan, the code letter of a lot size, fitting a plan to
// a small lot. (The standard's numbers themselves are checked against the data in
// apps/api/test/tsd/meter-lots.test.ts.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeLetterFor, fitToLot, judgeLot } from './aql.ts';

const letters = [
  { lotMin: 2, lotMax: 8, codeLetter: 'A' },
  { lotMin: 9, lotMax: 15, codeLetter: 'B' },
  { lotMin: 501, lotMax: 1200, codeLetter: 'J' },
  { lotMin: 500001, lotMax: null, codeLetter: 'Q' },
];

for (const [lot, letter] of [
  [2, 'A'],
  [8, 'A'],
  [9, 'B'],
  [15, 'B'],
  [16, null],
  [501, 'J'],
  [1200, 'J'],
  [2_000_000, 'Q'],
  [1, null],
] as const) {
  test(`code letter of a lot of ${lot}: ${letter}`, () => assert.equal(codeLetterFor(lot, letters), letter));
}

const plan = { sampleSize: 80, acceptNo: 5, rejectNo: 6 };
for (const [tested, defectives, result] of [
  [0, 0, 'Open'],
  [79, 5, 'Open'],
  [80, 5, 'Accepted'],
  [80, 0, 'Accepted'],
  [40, 6, 'Rejected'],
  [80, 6, 'Rejected'],
] as const) {
  test(`lot of n=80 Ac 5 Re 6 with ${tested} tested, ${defectives} defective: ${result}`, () =>
    assert.equal(judgeLot(plan, tested, defectives), result));
}

test('a plan larger than the lot inspects every unit', () => {
  assert.deepEqual(fitToLot({ sampleSize: 13, acceptNo: 0, rejectNo: 1 }, 8), {
    sampleSize: 8,
    acceptNo: 0,
    rejectNo: 1,
  });
  assert.deepEqual(fitToLot({ sampleSize: 13, acceptNo: 0, rejectNo: 1 }, 40), {
    sampleSize: 13,
    acceptNo: 0,
    rejectNo: 1,
  });
});
