// Case tables: ANSI/ASQ Z1.4 section 8's switching rules over a series of decided lots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextScore, switchingState, type DecidedLot } from './switching.ts';

// A: accepted, R: rejected, on a plan Ac 0 (score +2 per accepted lot).
const A: DecidedLot = { result: 'Accepted', acceptNo: 0, defectives: 0, scoreAcceptNo: null };
const R: DecidedLot = { result: 'Rejected', acceptNo: 0, defectives: 1, scoreAcceptNo: null };
const series = (s: string) => [...s].map((c) => (c === 'A' ? A : R));

for (const [lots, severity, note] of [
  ['', 'Normal', 'a new series starts at normal'],
  ['R', 'Normal', 'one lot not accepted stays normal'],
  ['RR', 'Tightened', 'two consecutive lots not accepted tighten'],
  ['RAAAR', 'Tightened', 'two of five consecutive lots not accepted tighten'],
  ['RAAAAR', 'Normal', 'two not accepted six lots apart do not tighten'],
  ['RRAAAA', 'Tightened', 'four accepted on tightened stay tightened'],
  ['RRAAAAA', 'Normal', 'five consecutive accepted on tightened return to normal'],
  ['RRAAAARAAAA', 'Tightened', 'a lot not accepted on tightened restarts the five'],
  ['A'.repeat(14), 'Normal', 'a switching score of 28 stays normal'],
  ['A'.repeat(15), 'Reduced', 'a switching score of 30 reduces'],
  ['A'.repeat(7) + 'R' + 'A'.repeat(14), 'Normal', 'a lot not accepted resets the score'],
  ['A'.repeat(15) + 'AAAA', 'Reduced', 'accepted lots keep reduced'],
  ['A'.repeat(15) + 'R', 'Normal', 'a lot not accepted on reduced returns to normal'],
  ['A'.repeat(15) + 'R' + 'A'.repeat(14), 'Normal', 'back from reduced the score starts again'],
] as const) {
  test(`${note}: ${lots || '(none)'} -> ${severity}`, () =>
    assert.equal(switchingState(series(lots)).severity, severity));
}

test('five lots not accepted on tightened discontinue it; the next lot resumes at tightened', () => {
  const four = switchingState(series('RR' + 'RARARAR'.slice(0, 6)));
  assert.equal(four.severity, 'Tightened');
  assert.equal(four.tightenedRejected, 3);
  assert.equal(four.discontinued, false);
  const stopped = switchingState(series('RRRRRRR'));
  assert.equal(stopped.severity, 'Tightened');
  assert.equal(stopped.discontinued, true);
  assert.equal(stopped.tightenedRejected, 0);
  const resumed = switchingState(series('RRRRRRRA'));
  assert.equal(resumed.discontinued, false);
  assert.equal(resumed.tightenedAccepted, 1);
});

// Z1.4 8.3.3 a: the switching score of one lot on a normal plan.
for (const [score, lot, expected, note] of [
  [0, { result: 'Accepted', acceptNo: 0, defectives: 0, scoreAcceptNo: null }, 2, 'Ac 0 accepted: +2'],
  [4, { result: 'Accepted', acceptNo: 1, defectives: 1, scoreAcceptNo: null }, 6, 'Ac 1 accepted: +2'],
  [4, { result: 'Rejected', acceptNo: 1, defectives: 2, scoreAcceptNo: null }, 0, 'Ac 1 not accepted: 0'],
  [
    9,
    { result: 'Accepted', acceptNo: 5, defectives: 3, scoreAcceptNo: 3 },
    12,
    'Ac 5, 3 found, one step tighter Ac 3: +3',
  ],
  [
    9,
    { result: 'Accepted', acceptNo: 5, defectives: 4, scoreAcceptNo: 3 },
    0,
    'Ac 5, 4 found, beyond one step tighter: 0',
  ],
  [9, { result: 'Rejected', acceptNo: 5, defectives: 6, scoreAcceptNo: 3 }, 0, 'Ac 5 not accepted: 0'],
  [27, { result: 'Accepted', acceptNo: 2, defectives: 1, scoreAcceptNo: 1 }, 30, 'Ac 2, 1 found: +3 to 30'],
] as const) {
  test(`switching score ${score}, ${note} -> ${expected}`, () => assert.equal(nextScore(score, lot), expected));
}

test('an Ac 5 series scores only lots within one step tighter', () => {
  const good: DecidedLot = { result: 'Accepted', acceptNo: 5, defectives: 2, scoreAcceptNo: 3 };
  const borderline: DecidedLot = { ...good, defectives: 5 };
  assert.equal(switchingState(Array<DecidedLot>(9).fill(good)).switchingScore, 27);
  assert.equal(switchingState([...Array<DecidedLot>(9).fill(good), borderline]).switchingScore, 0);
  assert.equal(switchingState(Array<DecidedLot>(10).fill(good)).severity, 'Reduced');
});
