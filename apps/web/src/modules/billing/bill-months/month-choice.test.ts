import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { defaultBillMonth, defaultReportMonth, monthChoiceText } from './month-choice.ts';

const month = (id: number, period: string, status: 'Open' | 'Closed', billCount: number): BillMonth => ({
  id,
  period,
  readingDate: `${period}-05`,
  dueDate: `${period}-14`,
  status,
  vatPercent: '12',
  seniorDiscountPercent: '5',
  seniorMaxKwh: '100',
  lifelineTiers: [],
  closedAt: null,
  billCount,
  readingCount: 0,
});

// Newest first, as the API lists them: a new open month with nothing posted, then billed months.
const months = [month(3, '2026-11', 'Open', 0), month(2, '2026-10', 'Open', 120), month(1, '2026-09', 'Closed', 118)];

test('reports open on the latest month with posted bills, work screens on the latest open month', () => {
  assert.equal(defaultReportMonth(months)?.period, '2026-10');
  assert.equal(defaultBillMonth(months)?.period, '2026-11');
  // Nothing posted anywhere yet: the report falls back to the working month.
  assert.equal(defaultReportMonth([month(3, '2026-11', 'Open', 0)])?.period, '2026-11');
});

test('each screen says which month it shows and why', () => {
  assert.equal(monthChoiceText('work', months, 3), 'Showing November 2026, the latest open month.');
  assert.equal(monthChoiceText('report', months, 2), 'Showing October 2026, the latest month with posted bills.');
  assert.equal(
    monthChoiceText('report', months, 1),
    'Showing September 2026 (closed), as chosen; the latest month with posted bills is October 2026.',
  );
  assert.equal(
    monthChoiceText('work', months, 2),
    'Showing October 2026, as chosen; the latest open month is November 2026.',
  );
  assert.equal(monthChoiceText('work', months, undefined), '');
});
