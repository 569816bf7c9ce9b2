import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Decimal } from 'decimal.js';
import { calendarDays, effectOf, LINE, STATUS } from './ledger.ts';

test('only Posted opening, earned and used lines move a balance', () => {
  assert.equal(effectOf(LINE.OpeningBalance, STATUS.Posted, '10.5').toString(), '10.5');
  assert.equal(effectOf(LINE.Earned, STATUS.Posted, '1.25').toString(), '1.25');
  assert.equal(effectOf(LINE.Used, STATUS.Posted, '0.5').toString(), '-0.5');
  assert.equal(effectOf(LINE.ClosingBalance, STATUS.Posted, '7').toString(), '0');
  assert.equal(effectOf(LINE.Earned, STATUS.Cancelled, '1.25').toString(), '0');
  assert.equal(effectOf(LINE.Used, STATUS.WithoutPay, '0.75').toString(), '0');
});

test('a year of monthly credits less a half day is exact', () => {
  const lines: [number, number, string][] = [
    ...Array.from({ length: 12 }, (): [number, number, string] => [LINE.Earned, STATUS.Posted, '1.25']),
    [LINE.Used, STATUS.Posted, '0.5'],
    [LINE.Earned, STATUS.Cancelled, '1.25'],
  ];
  const total = lines.reduce((sum, [t, s, d]) => sum.plus(effectOf(t, s, d)), new Decimal(0));
  assert.equal(total.toString(), '14.5');
});

test('calendar days count both ends, across months and leap days', () => {
  assert.equal(calendarDays('2031-03-10', '2031-03-10'), 1);
  assert.equal(calendarDays('2031-04-01', '2031-04-15'), 15);
  assert.equal(calendarDays('2032-02-28', '2032-03-01'), 3);
});
