// Case tables for the disconnection rules (docs/decisions/111): the arrears threshold and the
// 48-hour notice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canOrderDisconnection, daysPastDue, isBeyondThreshold, thresholdInForce } from './disconnection-rules.ts';

const THRESHOLD = { minArrears: '100.00', minDaysPastDue: 5 };

test('the arrears threshold: amount AND days past due, from the oldest bill past due', () => {
  const cases: [string, { amount: string; oldestDueDate: string | null }, string, boolean][] = [
    ['nothing past due', { amount: '0', oldestDueDate: null }, '2026-03-20', false],
    ['exactly the amount, exactly the days', { amount: '100.00', oldestDueDate: '2026-03-15' }, '2026-03-20', true],
    ['a centavo short', { amount: '99.99', oldestDueDate: '2026-01-15' }, '2026-03-20', false],
    ['enough, one day too early', { amount: '5000', oldestDueDate: '2026-03-16' }, '2026-03-20', false],
    ['due today is not past due', { amount: '5000', oldestDueDate: '2026-03-20' }, '2026-03-20', false],
    ['due tomorrow', { amount: '5000', oldestDueDate: '2026-03-21' }, '2026-03-20', false],
    ['two months past due', { amount: '1234.56', oldestDueDate: '2026-01-20' }, '2026-03-20', true],
    ['across a year end', { amount: '150', oldestDueDate: '2025-12-28' }, '2026-01-02', true],
  ];
  for (const [name, arrears, asOf, expected] of cases)
    assert.equal(isBeyondThreshold(arrears, THRESHOLD, asOf), expected, name);
  assert.equal(
    isBeyondThreshold(
      { amount: '1', oldestDueDate: '2026-03-19' },
      { minArrears: '1', minDaysPastDue: 0 },
      '2026-03-20',
    ),
    true,
  );
});

test('days past due count calendar days', () => {
  const cases: [string, string, number][] = [
    ['2026-03-15', '2026-03-20', 5],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-03-20', '2026-03-20', 0],
    ['2026-03-21', '2026-03-20', -1],
  ];
  for (const [due, asOf, days] of cases) assert.equal(daysPastDue(due, asOf), days, `${due} -> ${asOf}`);
});

test('the threshold in force is the latest effective on or before the date', () => {
  const rows = [
    { effectiveFrom: '2000-01-01', minArrears: '100', minDaysPastDue: 5 },
    { effectiveFrom: '2026-03-01', minArrears: '300', minDaysPastDue: 30 },
    { effectiveFrom: '2026-06-01', minArrears: '500', minDaysPastDue: 30 },
  ];
  const cases: [string, string | null][] = [
    ['1999-12-31', null],
    ['2000-01-01', '2000-01-01'],
    ['2026-02-28', '2000-01-01'],
    ['2026-03-01', '2026-03-01'],
    ['2026-05-31', '2026-03-01'],
    ['2027-01-01', '2026-06-01'],
  ];
  for (const [asOf, expected] of cases)
    assert.equal(thresholdInForce(rows, asOf)?.effectiveFrom ?? null, expected, asOf);
});

test('no disconnection order before 48 hours after the notice was served', () => {
  const served = new Date('2026-03-10T09:00:00+08:00');
  const at = (iso: string) => new Date(iso);
  const cases: [string, Date | null, Date, 'ok' | 'not-served' | 'too-early'][] = [
    ['never served', null, at('2026-03-20T09:00:00+08:00'), 'not-served'],
    ['right after service', served, at('2026-03-10T09:00:01+08:00'), 'too-early'],
    ['24 hours', served, at('2026-03-11T09:00:00+08:00'), 'too-early'],
    ['47 h 59 min 59 s', served, at('2026-03-12T08:59:59+08:00'), 'too-early'],
    ['exactly 48 hours', served, at('2026-03-12T09:00:00+08:00'), 'ok'],
    ['48 hours in UTC terms', served, at('2026-03-12T01:00:00Z'), 'ok'],
    ['two days and a minute', served, at('2026-03-12T09:01:00+08:00'), 'ok'],
    ['a week later', served, at('2026-03-17T09:00:00+08:00'), 'ok'],
  ];
  for (const [name, servedAt, now, expected] of cases) {
    const r = canOrderDisconnection(servedAt, now);
    assert.equal(r.ok ? 'ok' : r.reason, expected, name);
    if (!r.ok && r.reason === 'too-early') assert.equal(r.allowedAt.toISOString(), '2026-03-12T01:00:00.000Z', name);
  }
});
