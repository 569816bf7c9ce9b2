// A closed month's reports show its figures as closed, and what adjustments and cancellations
// changed after closing on a line of its own (issue 11, item 6; docs/decisions/047).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
let billIds: number[];
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
  billIds = [];
  for (const [i, accountNo] of c.accounts.entries()) {
    const read = await c.txn.put('/api/v2/billing/meter-readings', {
      billMonthId: c.monthId,
      accountNo,
      presentReading: String(1100 + i * 10),
    });
    assert.equal(read.status, 200, JSON.stringify(read.body));
    const computed = await c.clerk.post<{ bill: { id: number } }>('/api/v2/billing/bills/compute', {
      billMonthId: c.monthId,
      accountNo,
    });
    assert.equal(computed.status, 200, JSON.stringify(computed.body));
    billIds.push(computed.body.bill.id);
  }
  const add = await t.admin.post('/api/v2/billing/cancellation-approvers', { userId: c.approver.userId });
  assert.equal(add.status, 201, JSON.stringify(add.body));
});
after(async () => t.close());

type Row = { group: string; bills: number; kwh: string; total: string };
type Summary = {
  closedAt: string | null;
  rows: Row[];
  totals: Row;
  afterClosing: Row | null;
  totalNow: Row | null;
};

const summary = async () => {
  const res = await c.clerk.get<Summary>('/api/fsd/billing/summaries', {
    query: { billMonthId: c.monthId, groupBy: 'class' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

test('an open month has no after-closing line; once closed, later changes show on it and the closed figures stay', async () => {
  const open = await summary();
  assert.equal(open.closedAt, null);
  assert.equal(open.afterClosing, null);
  assert.equal(open.totalNow, null);
  assert.equal(open.totals.bills, 4);
  const closing = open.totals;

  const closed = await c.clerk.post(`/api/v2/billing/bill-months/${c.monthId}/close`);
  assert.equal(closed.status, 200, JSON.stringify(closed.body));

  // After closing: bill 0 is corrected (1100 -> 1050), bill 1 cancelled.
  const ask = await c.clerk.post<{ id: number }>(`/api/v2/billing/bills/${billIds[0]}/adjustments`, {
    presentReading: '1050',
    reason: 'Reader misread the meter',
  });
  assert.equal(ask.status, 201, JSON.stringify(ask.body));
  const approved = await c.approver.post(`/api/v2/billing/adjustment-requests/${ask.body.id}/approve`, {
    remarks: 'Checked',
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  const cancel = await c.txn.post<{ id: number }>(`/api/v2/billing/bills/${billIds[1]}/cancellation-requests`, {
    reason: 'Billed on the wrong account',
  });
  assert.equal(cancel.status, 201, JSON.stringify(cancel.body));
  const ok = await c.approver.post(`/api/v2/billing/cancellation-requests/${cancel.body.id}/approve`, {
    remarks: 'Verified',
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));

  const s = await summary();
  assert.ok(s.closedAt !== null);
  // The figures as closed did not move.
  assert.equal(s.totals.group, 'Total as closed');
  assert.equal(s.totals.bills, closing.bills);
  assert.equal(s.totals.kwh, closing.kwh);
  assert.equal(s.totals.total, closing.total);
  assert.deepEqual(
    s.rows.map((r) => [r.group, r.bills, r.total]),
    open.rows.map((r) => [r.group, r.bills, r.total]),
  );
  // Today: three bills standing; 50 kWh corrected away and bill 1's 110 kWh cancelled.
  assert.equal(s.totalNow!.group, 'Total now');
  assert.equal(s.totalNow!.bills, 3);
  assert.equal(new Decimal(s.totalNow!.kwh).toFixed(2), new Decimal(closing.kwh).minus(160).toFixed(2));
  // The after-closing line is the difference.
  assert.equal(s.afterClosing!.group, 'After closing');
  assert.equal(s.afterClosing!.bills, -1);
  assert.equal(s.afterClosing!.kwh, '-160.00');
  assert.equal(s.afterClosing!.total, new Decimal(s.totalNow!.total).minus(closing.total).toFixed(2));
  assert.ok(new Decimal(s.afterClosing!.total).isNegative());

  const kwh = await c.clerk.get<Summary>('/api/fsd/billing/summaries/Kwh', {
    query: { billMonthId: c.monthId, groupBy: 'class' },
  });
  assert.equal(kwh.body.totals.kwh, closing.kwh);
  assert.equal(kwh.body.afterClosing!.kwh, '-160.00');

  // The export carries both lines under the closed total.
  const x = await c.clerk.get('/api/fsd/billing/summaries/export', {
    query: { billMonthId: c.monthId, groupBy: 'class' },
  });
  assert.equal(x.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(x.raw as unknown as ArrayBuffer);
  const groups: unknown[] = [];
  wb.worksheets[0]!.getColumn(1).eachCell((cell) => groups.push(cell.value));
  assert.deepEqual(groups.slice(-3), ['Total as closed', 'After closing', 'Total now']);
});
