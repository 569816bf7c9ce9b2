// A bill month made by mistake can be deleted while it holds no readings or bills (issue 11, item 3).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, SHEET, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
});
after(async () => t.close());

type Errors = { errors: { generalErrors?: string[]; id?: string[] } };

test('an empty month goes with its rates, audited; its period can be opened again', async () => {
  const made = await c.clerk.post<{ id: number }>('/api/v2/billing/bill-months', {
    period: '2027-05',
    readingDate: '2027-05-05',
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const rates = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: made.body.id,
    consumerClass: 'R',
    components: SHEET,
  });
  assert.equal(rates.status, 200, JSON.stringify(rates.body));
  const refused = await c.txn.delete(`/api/v2/billing/bill-months/${made.body.id}`);
  assert.equal(refused.status, 403);
  const res = await c.clerk.delete<{ ok: true }>(`/api/v2/billing/bill-months/${made.body.id}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const list = await c.clerk.get<{ id: number }[]>('/api/v2/billing/bill-months');
  assert.ok(!list.body.some((m) => m.id === made.body.id));
  const history = await c.clerk.get<{ action: string }[]>(`/api/v2/audit/billing-bill-month/${made.body.id}`);
  assert.ok(
    history.body.some((h) => h.action === 'deleted'),
    JSON.stringify(history.body),
  );
  const again = await c.clerk.post('/api/v2/billing/bill-months', { period: '2027-05', readingDate: '2027-05-05' });
  assert.equal(again.status, 201, JSON.stringify(again.body));
});

test('a month with a reading is refused in plain words, and so is one with a bill', async () => {
  const read = await c.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '1100',
  });
  assert.equal(read.status, 200, JSON.stringify(read.body));
  const res = await c.clerk.delete<Errors>(`/api/v2/billing/bill-months/${c.monthId}`);
  assert.equal(res.status, 409);
  assert.deepEqual(res.body.errors.generalErrors, [
    'Bill month 2026-01 has 1 reading; only a month with no readings or bills can be deleted.',
  ]);
  const computed = await c.clerk.post('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
  });
  assert.equal(computed.status, 200, JSON.stringify(computed.body));
  const billed = await c.clerk.delete<Errors>(`/api/v2/billing/bill-months/${c.monthId}`);
  assert.equal(billed.status, 409);
  assert.deepEqual(billed.body.errors.generalErrors, [
    'Bill month 2026-01 has 1 reading and 1 bill; only a month with no readings or bills can be deleted.',
  ]);
});
