// An unbilled reading can be withdrawn (cleared), audited; once billed it cannot (issue 11, item 5).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
});
after(async () => t.close());

type SheetRow = { consumerId: number; accountNo: string; previousReading: string; presentReading: string | null };

async function sheetRow(accountNo: string): Promise<SheetRow> {
  const res = await c.encoder.get<SheetRow[]>('/api/v2/billing/meter-readings/route-sheet', {
    query: { billMonthId: c.monthId, routeId: c.routeId },
  });
  return res.body.find((r) => r.accountNo === accountNo)!;
}

test('a saved reading not yet billed is withdrawn: the sheet shows it empty after reload, and the audit says so', async () => {
  const account = c.accounts[0]!;
  const put = await c.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: account,
    presentReading: '1075',
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const res = await c.encoder.post<SheetRow>('/api/v2/billing/meter-readings/withdraw', {
    billMonthId: c.monthId,
    accountNo: account,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.presentReading, null);
  const row = await sheetRow(account);
  assert.equal(row.presentReading, null);
  assert.equal(row.previousReading, '1000.00');
  const history = await c.clerk.get<{ action: string; oldValues: { presentReading: string } | null }[]>(
    `/api/v2/audit/billing-meter-reading/${row.consumerId}:${c.monthId}`,
  );
  assert.equal(history.status, 200, JSON.stringify(history.body));
  const withdrawn = history.body.find((h) => h.action === 'withdrawn');
  assert.ok(withdrawn, JSON.stringify(history.body));
  assert.equal(withdrawn.oldValues?.presentReading, '1075.00');
  // Withdrawing again (a double click) changes nothing.
  const again = await c.encoder.post('/api/v2/billing/meter-readings/withdraw', {
    billMonthId: c.monthId,
    accountNo: account,
  });
  assert.equal(again.status, 200);
  // Nothing to bill any more for this account.
  const compute = await c.clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: account,
  });
  assert.equal(compute.body.result?.posted ?? 0, 0);
});

test('a billed reading cannot be withdrawn; the refusal says why', async () => {
  const account = c.accounts[1]!;
  await c.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: account,
    presentReading: '1020',
  });
  const computed = await c.clerk.post('/api/v2/billing/bills/compute', { billMonthId: c.monthId, accountNo: account });
  assert.equal(computed.status, 200, JSON.stringify(computed.body));
  const res = await c.encoder.post<{ errors: { presentReading: string[] } }>(
    '/api/v2/billing/meter-readings/withdraw',
    { billMonthId: c.monthId, accountNo: account },
  );
  assert.equal(res.status, 409);
  assert.deepEqual(res.body.errors.presentReading, [
    'The account is already billed for this month; its reading can no longer change.',
  ]);
  assert.equal((await sheetRow(account)).presentReading, '1020.00');
});

test('only reading entry roles may withdraw', async () => {
  const res = await c.approver.post('/api/v2/billing/meter-readings/withdraw', {
    billMonthId: c.monthId,
    accountNo: c.accounts[2],
  });
  assert.equal(res.status, 403);
});
