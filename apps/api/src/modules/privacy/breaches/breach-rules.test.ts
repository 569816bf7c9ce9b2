import assert from 'node:assert/strict';
import { test } from 'node:test';
import { breachDeadline, manilaInstant, manilaLocal, notifyBy } from './breach-rules.ts';

const found = manilaInstant('2026-03-02T09:00');
const at = (local: string) => manilaInstant(local);

test('the deadline is 72 hours after discovery', () => {
  assert.equal(manilaLocal(notifyBy(found)), '2026-03-05T09:00');
});

test('breach deadline states', () => {
  const cases: [Date | null, Date | null, string, string][] = [
    [null, null, '2026-03-05T09:00', 'Pending'],
    [null, null, '2026-03-05T09:01', 'Overdue'],
    [at('2026-03-03T10:00'), null, '2026-03-06T00:00', 'Overdue'],
    [at('2026-03-03T10:00'), at('2026-03-05T09:00'), '2026-03-09T00:00', 'Met'],
    [at('2026-03-03T10:00'), at('2026-03-05T09:01'), '2026-03-09T00:00', 'Late'],
    [at('2026-03-06T10:00'), at('2026-03-03T09:01'), '2026-03-09T00:00', 'Late'],
  ];
  for (const [commission, subjects, now, expected] of cases) {
    assert.equal(breachDeadline(found, commission, subjects, at(now)), expected, `${now} ${expected}`);
  }
});
