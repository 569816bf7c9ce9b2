import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPeso,
  formatThousands,
  todayInManila,
} from './format.ts';

test('numbers: en-PH grouping, 2 decimals, "-" for empty', () => {
  assert.equal(formatNumber('1234567.891'), '1,234,567.89');
  assert.equal(formatNumber(1234.5), '1,234.50');
  assert.equal(formatNumber('0'), '0.00');
  assert.equal(formatNumber('-0.004'), '0.00');
  assert.equal(formatNumber('-1234.5'), '-1,234.50');
  assert.equal(formatNumber('12', 0), '12');
  assert.equal(formatNumber('1.23456', 4), '1.2346');
  assert.equal(formatNumber(null), '-');
  assert.equal(formatNumber(undefined), '-');
  assert.equal(formatNumber(''), '-');
  assert.equal(formatNumber('abc'), '-');
  assert.equal(formatNumber(Number.NaN), '-');
});

test('amounts are rounded as text, half away from zero, without float error', () => {
  // 1.005 and 2.675 are below the half as floats; as decimal strings they round up.
  assert.equal(formatNumber('1.005'), '1.01');
  assert.equal(formatNumber('2.675'), '2.68');
  assert.equal(formatNumber('-2.675'), '-2.68');
  assert.equal(formatNumber('999999999999999999.995'), '1,000,000,000,000,000,000.00');
  assert.equal(formatNumber('0.1'), '0.10');
  assert.equal(formatNumber(0.1 + 0.2), '0.30');
  assert.equal(formatNumber(12345678901234567890n), '12,345,678,901,234,567,890.00');
});

test('thousand-separator formatting shows "-" for zero', () => {
  assert.equal(formatThousands('0'), '-');
  assert.equal(formatThousands('0.00'), '-');
  assert.equal(formatThousands('0.004'), '-');
  assert.equal(formatThousands('1500'), '1,500.00');
  assert.equal(formatThousands('1500', 0), '1,500');
  assert.equal(formatThousands(null), '-');
});

test('pesos', () => {
  assert.equal(formatPeso('1234.5'), '₱1,234.50');
  assert.equal(formatPeso('-12'), '-₱12.00');
  assert.equal(formatPeso(null), '-');
});

test('dates: default format MMM DD, YYYY; business dates are calendar days', () => {
  assert.equal(formatDate('2026-03-05'), 'Mar 05, 2026');
  assert.equal(formatDate('2026-12-31', 'MMMM D, YYYY (dddd)'), 'December 31, 2026 (Thursday)');
  assert.equal(formatDate('2026-02-30'), '-');
  assert.equal(formatDate(null), '-');
  assert.equal(formatDate(''), '-');
  assert.equal(formatDate('not a date'), '-');
  assert.equal(formatDate('2026-03-05', '[Bill month] MM/YYYY'), 'Bill month 03/2026');
});

test('timestamps are shown in Asia/Manila', () => {
  // 16:30 UTC is 00:30 the next day in Manila (UTC+8).
  assert.equal(formatDate('2026-03-05T16:30:00Z'), 'Mar 06, 2026');
  assert.equal(formatDateTime('2026-03-05T16:30:00Z'), 'Mar 06, 2026 12:30 AM');
  assert.equal(formatDate(new Date('2026-01-01T04:05:06Z'), 'YYYY-MM-DD HH:mm:ss'), '2026-01-01 12:05:06');
  assert.equal(todayInManila(new Date('2026-06-30T17:00:00Z')), '2026-07-01');
});

test('counts are grouped and say one in the singular', () => {
  assert.equal(formatCount(1, 'line'), '1 line');
  assert.equal(formatCount(50000, 'line'), '50,000 lines');
  assert.equal(formatCount(0, 'employee'), '0 employees');
  assert.equal(formatCount(1234567, 'bill'), '1,234,567 bills');
  assert.equal(formatCount(2, 'closing balance', 'closing balances'), '2 closing balances');
  assert.equal(formatCount(3, 'entry', 'entries'), '3 entries');
});
