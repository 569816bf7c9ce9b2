import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextDailyRun } from './schedule.ts';

const cases: [now: string, at: string, next: string][] = [
  // 01:00 Manila: today's 02:00 Manila is still ahead.
  ['2026-11-21T17:00:00Z', '02:00', '2026-11-21T18:00:00Z'],
  // 02:00 Manila exactly: tomorrow's.
  ['2026-11-21T18:00:00Z', '02:00', '2026-11-22T18:00:00Z'],
  // 23:30 Manila: the next day's 02:00.
  ['2026-11-22T15:30:00Z', '02:00', '2026-11-22T18:00:00Z'],
  // Year end in Manila while UTC is still in December 31.
  ['2026-12-31T17:00:00Z', '00:30', '2027-01-01T16:30:00Z'],
  ['2026-12-31T15:00:00Z', '23:59', '2026-12-31T15:59:00Z'],
];

for (const [now, at, next] of cases) {
  test(`the daily backup at ${at} after ${now} runs at ${next}`, () => {
    assert.equal(nextDailyRun(new Date(now), at).toISOString(), next.replace('Z', '.000Z'));
  });
}
