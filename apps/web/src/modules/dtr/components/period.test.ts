import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  datesOf,
  minutesLabel,
  monthPeriod,
  monthsBetween,
  partOf,
  periodFromQuery,
  periodLabel,
  periodOf,
  weekdayOf,
} from './period.ts';

test('month and half-month periods', () => {
  assert.deepEqual(monthPeriod('2024-02'), { from: '2024-02-01', to: '2024-02-29' });
  assert.deepEqual(monthPeriod('2025-02'), { from: '2025-02-01', to: '2025-02-28' });
  assert.deepEqual(periodOf('2026-11', 'first-half'), { from: '2026-11-01', to: '2026-11-15' });
  assert.deepEqual(periodOf('2026-12', 'second-half'), { from: '2026-12-16', to: '2026-12-31' });
  assert.equal(partOf({ from: '2026-11-16', to: '2026-11-30' }), 'second-half');
  assert.equal(partOf({ from: '2026-11-02', to: '2026-11-30' }), null);
  assert.equal(partOf({ from: '2026-11-16', to: '2026-12-15' }), null);
});

test('a URL period falls back to the current month when missing, malformed or reversed', () => {
  assert.deepEqual(periodFromQuery(null, null, '2026-11-22'), { from: '2026-11-01', to: '2026-11-30' });
  assert.deepEqual(periodFromQuery('2026-13-01', '2026-11-30', '2026-11-22'), monthPeriod('2026-11'));
  assert.deepEqual(periodFromQuery('2026-11-30', '2026-11-01', '2026-11-22'), monthPeriod('2026-11'));
  assert.deepEqual(periodFromQuery('2026-10-01', '2026-10-15', '2026-11-22'), { from: '2026-10-01', to: '2026-10-15' });
});

test('months between, across a year end, with a limit', () => {
  assert.deepEqual(monthsBetween('2025-11', '2026-02'), ['2025-11', '2025-12', '2026-01', '2026-02']);
  assert.deepEqual(monthsBetween('2026-03', '2026-01'), []);
  assert.equal(monthsBetween('2020-01', '2030-01', 12).length, 12);
});

test('labels', () => {
  assert.equal(periodLabel(monthPeriod('2026-11')), 'November 2026');
  assert.equal(periodLabel({ from: '2026-11-01', to: '2026-11-15' }), 'November 1-15, 2026');
  assert.equal(periodLabel({ from: '2026-10-28', to: '2026-11-03' }), 'Oct 28, 2026 - Nov 03, 2026');
  assert.equal(minutesLabel(0), '-');
  assert.equal(minutesLabel(75), '1:15');
  assert.equal(weekdayOf('2026-11-22'), 'Sun');
  assert.deepEqual(datesOf({ from: '2024-02-28', to: '2024-03-01' }), ['2024-02-28', '2024-02-29', '2024-03-01']);
});
