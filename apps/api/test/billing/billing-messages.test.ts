// Billing's forms answer SPEC.md section 5's words (issue 11, item 14; docs/decisions/047): an
// empty required field says 'This field is required.', a too short one the length rule.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
let billId: number;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
  const read = await c.txn.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '1100',
  });
  assert.equal(read.status, 200, JSON.stringify(read.body));
  const computed = await c.clerk.post<{ bill: { id: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
  });
  billId = computed.body.bill.id;
});
after(async () => t.close());

type Errors = { errors: Record<string, string[]> };

test('an empty reason is required; a short one breaks the length rule', async () => {
  for (const [client, url] of [
    [c.txn, `/api/v2/billing/bills/${billId}/cancellation-requests`],
    [c.clerk, `/api/v2/billing/bills/${billId}/adjustments`],
  ] as const) {
    const empty = await client.post<Errors>(url, { reason: '  ', presentReading: '1090' });
    assert.equal(empty.status, 400, url);
    assert.deepEqual(empty.body.errors['reason'], ['This field is required.'], url);
    const short = await client.post<Errors>(url, { reason: 'oops', presentReading: '1090' });
    assert.deepEqual(short.body.errors['reason'], ['String length should be between 5 and 500 characters.'], url);
  }
});

test('an empty account number is required', async () => {
  const res = await c.txn.put<Errors>('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: '',
    presentReading: '1100',
  });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body.errors['accountNo'], ['This field is required.']);
});
