// "Export to Excel" on the billing lists staff hand to others (issue 11, item 9; decision 047):
// consumers, bills, a consumer's ledger, adjustment and cancellation requests. Each is a real .xlsx
// of the rows of the current filter in the current sort, refused to whom the list is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../src/platform/files/file-store.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
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
  const adjust = await c.clerk.post(`/api/v2/billing/bills/${billIds[0]}/adjustments`, {
    presentReading: '1090',
    reason: 'Reader misread the meter',
  });
  assert.equal(adjust.status, 201, JSON.stringify(adjust.body));
  const cancel = await c.txn.post(`/api/v2/billing/bills/${billIds[1]}/cancellation-requests`, {
    reason: 'Billed on the wrong account',
  });
  assert.equal(cancel.status, 201, JSON.stringify(cancel.body));
});
after(async () => t.close());

async function sheet(client: TestClient, url: string, query: Record<string, string | number> = {}) {
  const res = await client.get(url, { query });
  assert.equal(res.status, 200, String(res.body));
  assert.equal(res.headers['content-type'], XLSX_TYPE);
  assert.match(String(res.headers['content-disposition']), /\d{4}-\d{2}-\d{2}\.xlsx"/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('consumers: the search, filter and sort of the list, every matching row, not one page', async () => {
  const rows = await sheet(c.clerk, '/api/fsd/billing/Consumer/export', {
    search: 'juan dela cruz',
    sort: 'accountNo',
    order: 'desc',
  });
  assert.deepEqual(rows[0]!.slice(0, 3), ['Account no.', 'Name', 'Address']);
  assert.deepEqual(
    rows.slice(1).map((r) => r[0]),
    [...c.accounts].reverse(),
  );
  const commercial = await sheet(c.clerk, '/api/fsd/billing/Consumer/export', { consumerClass: 'C' });
  assert.deepEqual(
    commercial.slice(1).map((r) => [r[0], r[6]]),
    [[c.accounts[3], 'Commercial']],
  );
  // Money is a number cell.
  assert.equal(typeof commercial[1]![15], 'number');
});

test('bills: the month’s bills in the list’s sort, amounts as numbers', async () => {
  const rows = await sheet(c.clerk, '/api/v2/billing/bills/export', {
    billMonthId: c.monthId,
    sort: 'totalAmount',
    order: 'asc',
  });
  assert.equal(rows[0]![0], 'Bill no.');
  assert.equal(rows.length, 1 + c.accounts.length);
  const amounts = rows.slice(1).map((r) => r[10] as number);
  assert.ok(amounts.every((a) => typeof a === 'number'));
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => a - b),
  );
});

test('ledger: the consumer’s entries with the running balance', async () => {
  const rows = await sheet(c.clerk, `/api/v2/billing/ledger/${c.accounts[2]}/export`);
  assert.deepEqual(rows[0]!.slice(0, 7), ['Date', 'Bill month', 'Kind', 'Reference', 'Debit', 'Credit', 'Balance']);
  assert.equal(rows.length, 2);
  assert.equal(rows[1]![1], '2026-01');
  assert.equal(rows[1]![4], rows[1]![6]);
});

test('adjustment and cancellation requests: the status filter, with the difference', async () => {
  const adjustments = await sheet(c.clerk, '/api/v2/billing/adjustment-requests/export', { status: 'Pending' });
  assert.equal(adjustments.length, 2);
  assert.equal(adjustments[1]![2], c.accounts[0]);
  assert.equal(adjustments[1]![10], 'Pending');
  assert.equal(typeof adjustments[1]![8], 'number');
  assert.ok((adjustments[1]![8] as number) < 0);
  const none = await sheet(c.clerk, '/api/v2/billing/adjustment-requests/export', { status: 'Approved' });
  assert.equal(none.length, 1);
  const cancellations = await sheet(c.txn, '/api/v2/billing/cancellation-requests/export');
  assert.equal(cancellations.length, 2);
  assert.equal(cancellations[1]![2], c.accounts[1]);
  assert.equal(cancellations[1]![6], 'Pending');
});

test('an export is refused to whom its list is refused', async () => {
  const hr = await t.userWithRoles(['Payroll']);
  for (const url of [
    '/api/fsd/billing/Consumer/export',
    '/api/v2/billing/bills/export',
    `/api/v2/billing/ledger/${c.accounts[0]}/export`,
    '/api/v2/billing/adjustment-requests/export',
    '/api/v2/billing/cancellation-requests/export',
  ]) {
    assert.equal((await hr.get(url)).status, 403, url);
  }
  // The cancellation list is the transactions clerks' and approvers', not the report clerk's.
  assert.equal((await c.clerk.get('/api/v2/billing/cancellation-requests')).status, 403);
  assert.equal((await c.clerk.get('/api/v2/billing/cancellation-requests/export')).status, 403);
});
