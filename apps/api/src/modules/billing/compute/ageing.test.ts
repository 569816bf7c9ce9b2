import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AGEING_BOUNDS, ageingBucket, daysPastDue } from './ageing.ts';

test('days past due count calendar days from the due date', () => {
  const cases: [due: string, asOf: string, days: number][] = [
    ['2026-03-10', '2026-03-01', -9],
    ['2026-03-10', '2026-03-10', 0],
    ['2026-03-10', '2026-03-11', 1],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-12-31', '2026-01-30', 30],
    ['2026-03-10', '2026-11-23', 258],
  ];
  for (const [due, asOf, days] of cases) assert.equal(daysPastDue(due, asOf), days, `${due} -> ${asOf}`);
});

test('each day past due falls in exactly one bucket', () => {
  const cases: [days: number, bucket: string][] = [
    [-40, 'current'],
    [0, 'current'],
    [1, 'days1to30'],
    [30, 'days1to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'over90'],
    [3650, 'over90'],
  ];
  for (const [days, bucket] of cases) assert.equal(ageingBucket(days), bucket, `${days} days`);
  for (let days = -5; days <= 120; days++) {
    const holding = AGEING_BOUNDS.filter(
      (b) => (b.fromDays === null || days >= b.fromDays) && (b.toDays === null || days <= b.toDays),
    );
    assert.equal(holding.length, 1, `${days} days`);
  }
});
