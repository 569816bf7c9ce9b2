import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LeaveLedgerLine } from '@ilaw/contracts/leave/ledger/ledger-line';
import { leaveCardRows } from './leave-card.ts';

let next = 1;
const line = (
  leaveTypeCode: string,
  lineType: number,
  entryDate: string,
  days: string,
  balance: string,
  status = 1,
  description = '',
): LeaveLedgerLine => ({
  id: next++,
  leaveTypeId: 1,
  leaveTypeCode,
  lineType,
  status,
  entryDate,
  days,
  balance,
  description,
});

test('a row for the balance forwarded, then one per month: earned, with pay, without pay, balance', () => {
  const rows = leaveCardRows([
    line('VL', 0, '2026-01-01', '10', '10'),
    line('SL', 0, '2026-01-01', '5.5', '5.5'),
    line('VL', 1, '2026-01-31', '1.25', '11.25'),
    line('SL', 1, '2026-01-31', '1.25', '6.75'),
    line('SPL', 1, '2026-01-31', '3', '3'),
    // In the API's order (entry date): the leave of the 10th and 12th, then the credits of the 28th.
    line('SL', 2, '2026-02-10', '2', '4.75', 1, 'Sick Leave Feb 10, 2026 to Feb 11, 2026 (application #4)'),
    line('SL', 2, '2026-02-12', '1', '4.75', 2, 'Sick Leave Feb 12, 2026 (application #4)'),
    line('VL', 1, '2026-02-28', '1.25', '12.5'),
    line('SL', 1, '2026-02-28', '1.25', '6'),
  ]);
  assert.deepEqual(
    rows.map((r) => [r.period, r.vacation, r.sick]),
    [
      [
        'Balance forwarded',
        { earned: '10', withPay: '0', withoutPay: '0', balance: '10' },
        { earned: '5.5', withPay: '0', withoutPay: '0', balance: '5.5' },
      ],
      [
        'January 2026',
        { earned: '1.25', withPay: '0', withoutPay: '0', balance: '11.25' },
        { earned: '1.25', withPay: '0', withoutPay: '0', balance: '6.75' },
      ],
      [
        'February 2026',
        { earned: '1.25', withPay: '0', withoutPay: '0', balance: '12.5' },
        { earned: '1.25', withPay: '2', withoutPay: '1', balance: '6' },
      ],
    ],
  );
  assert.deepEqual(rows[2]?.particulars, [
    'Sick Leave Feb 10, 2026 to Feb 11, 2026 (application #4)',
    'Sick Leave Feb 12, 2026 (application #4)',
  ]);
});

test('a month with entries of one type keeps the other type’s balance', () => {
  const rows = leaveCardRows([
    line('VL', 1, '2026-01-31', '1.25', '1.25'),
    line('SL', 1, '2026-01-31', '1.25', '1.25'),
    line('VL', 2, '2026-03-02', '0.5', '0.75', 1, 'Vacation Leave Mar 02, 2026 (application #9)'),
  ]);
  assert.deepEqual(rows[1]?.sick, { earned: '0', withPay: '0', withoutPay: '0', balance: '1.25' });
  assert.equal(rows[1]?.vacation.balance, '0.75');
});
