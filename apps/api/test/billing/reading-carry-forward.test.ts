// A reading corrected by an approved adjustment is where the next month starts (decision 046).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, SHEET, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
let nextMonthId: number;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
  const month = await c.clerk.post<{ id: number }>('/api/v2/billing/bill-months', {
    period: '2026-02',
    readingDate: '2026-02-05',
  });
  assert.equal(month.status, 201, JSON.stringify(month.body));
  nextMonthId = month.body.id;
  const rates = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: nextMonthId,
    consumerClass: 'R',
    components: SHEET,
  });
  assert.equal(rates.status, 200, JSON.stringify(rates.body));
});
after(async () => t.close());

type SheetRow = { accountNo: string; previousReading: string; presentReading: string | null };

async function enter(billMonthId: number, accountNo: string, presentReading: string) {
  const res = await c.txn.put<SheetRow>('/api/v2/billing/meter-readings', { billMonthId, accountNo, presentReading });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

async function billAndCorrect(accountNo: string, read: string, corrected: string) {
  await enter(c.monthId, accountNo, read);
  const computed = await c.clerk.post<{ bill: { id: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo,
  });
  assert.equal(computed.status, 200, JSON.stringify(computed.body));
  const ask = await c.clerk.post<{ id: number }>(`/api/v2/billing/bills/${computed.body.bill.id}/adjustments`, {
    presentReading: corrected,
    reason: 'Reader misread the meter',
  });
  assert.equal(ask.status, 201, JSON.stringify(ask.body));
  const ok = await c.approver.post(`/api/v2/billing/adjustment-requests/${ask.body.id}/approve`, {
    remarks: 'Checked',
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
}

async function sheetRow(accountNo: string): Promise<SheetRow> {
  const res = await c.txn.get<SheetRow[]>('/api/v2/billing/meter-readings/route-sheet', {
    query: { billMonthId: nextMonthId, routeId: c.routeId },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.find((r) => r.accountNo === accountNo)!;
}

test('the next month starts from the reading the adjustment corrected, and its bill uses it', async () => {
  const account = c.accounts[0]!;
  // Read 1183, corrected to 1100: the 83 kWh are not lost, they fall into the next month.
  await billAndCorrect(account, '1183', '1100');
  assert.equal((await sheetRow(account)).previousReading, '1100.00');
  const extract = await c.txn.get('/api/v2/billing/meter-readings/extract', {
    query: { billMonthId: nextMonthId, routeId: c.routeId },
  });
  assert.match(String(extract.body), new RegExp(`${account},1,[^\\n]*,1100\\.00,`));
  await enter(nextMonthId, account, '1250');
  const bill = await c.clerk.post<{ bill: { previousReading: string; kwh: string } }>('/api/v2/billing/bills/compute', {
    billMonthId: nextMonthId,
    accountNo: account,
  });
  assert.equal(bill.status, 200, JSON.stringify(bill.body));
  assert.equal(bill.body.bill.previousReading, '1100.00');
  assert.equal(bill.body.bill.kwh, '150.00');
});

test('a next-month reading entered before the adjustment is carried to the corrected reading', async () => {
  const account = c.accounts[2]!;
  await enter(c.monthId, account, '1183');
  await enter(nextMonthId, account, '1250');
  const computed = await c.clerk.post<{ bill: { id: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: account,
  });
  const ask = await c.clerk.post<{ id: number }>(`/api/v2/billing/bills/${computed.body.bill.id}/adjustments`, {
    presentReading: '1100',
    reason: 'Reader misread the meter',
  });
  const ok = await c.approver.post(`/api/v2/billing/adjustment-requests/${ask.body.id}/approve`, {
    remarks: 'Checked',
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal((await sheetRow(account)).previousReading, '1100.00');
  const bill = await c.clerk.post<{ bill: { previousReading: string; kwh: string } }>('/api/v2/billing/bills/compute', {
    billMonthId: nextMonthId,
    accountNo: account,
  });
  assert.equal(bill.status, 200, JSON.stringify(bill.body));
  assert.equal(bill.body.bill.previousReading, '1100.00');
  assert.equal(bill.body.bill.kwh, '150.00');
});
