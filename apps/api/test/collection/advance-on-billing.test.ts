// Advance balances apply by themselves when billing posts the consumer's next bill (issue 12 item
// 7, decision 057): in the bill posting's transaction, principal only, as a ledger payment
// 'ADV n'; a consumer without an advance is untouched; an advance larger than the bill keeps the rest.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { getAdvanceAccountEndpoint } from '@ilaw/contracts/collection/advances/get-advance-account';
import { SHEET } from '../billing/billing-support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { account, pay, pesoSum, setUpCollection, type CollectionCoop } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const [R, C, P] = [0, 1, 2];

test('an advance balance pays the next bill when it posts; the rest stays; others are untouched', async () => {
  const clerk = c.clerk;
  // R pays everything and 300.00 more; P everything and 100,000.00 more; C nothing extra.
  for (const [i, extra] of [
    [R, '300.00'],
    [P, '100000.00'],
  ] as const) {
    const acc = await account(c.teller.client, c.consumers[i]!);
    const paid = await pay(c.teller.client, { consumerId: c.consumers[i]!, cash: pesoSum(acc.totalDue, extra) });
    assert.equal(paid.toAdvance, extra);
  }
  const cBefore = await account(c.teller.client, c.consumers[C]!);

  // Billing posts March.
  const year = cBefore.bills[0]!.period.slice(0, 4);
  const period = `${year}-03`;
  const encoder = await t.userWithRoles(['BillingEncoder']);
  const m = await clerk.post<{ id: number }>('/api/v2/billing/bill-months', { period, readingDate: `${period}-05` });
  assert.equal(m.status, 201, JSON.stringify(m.body));
  for (const cls of ['R', 'C', 'P']) {
    const r = await clerk.put('/api/v2/billing/rates', {
      billMonthId: m.body.id,
      consumerClass: cls,
      components: SHEET,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  for (const accountNo of c.accounts) {
    const r = await encoder.put('/api/v2/billing/meter-readings', {
      billMonthId: m.body.id,
      accountNo,
      presentReading: '1450',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  for (const accountNo of c.accounts) {
    const computed = await clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
      billMonthId: m.body.id,
      accountNo,
    });
    assert.equal(computed.status, 200, JSON.stringify(computed.body));
    assert.equal(computed.body.result.posted, 1);
  }

  // R: the March bill is 300.00 smaller, the advance is used up, the ledger says ADV.
  const rLedger = await clerk.call(ledgerEndpoint, { params: { accountNo: c.accounts[R]! } });
  const march = rLedger.entries.find((e) => e.kind === 'Bill' && e.period === period);
  assert.ok(march, JSON.stringify(rLedger.entries));
  const applied = rLedger.entries.filter((e) => e.kind === 'Payment' && e.reference.startsWith('ADV '));
  assert.equal(applied.length, 1);
  assert.equal(applied[0]!.credit, '300.00');
  const rAccount = await account(c.teller.client, c.consumers[R]!);
  assert.equal(rAccount.advanceBalance, '0.00');
  assert.equal(rAccount.bills.length, 1);
  assert.equal(rAccount.bills[0]!.balance, pesoSum(march.debit, '-300.00'));
  const rAdvance = await c.teller.client.call(getAdvanceAccountEndpoint, { params: { consumerId: c.consumers[R]! } });
  assert.equal(rAdvance.entries.at(-1)?.kind, 'Applied');
  assert.equal(rAdvance.entries.at(-1)?.amount, '-300.00');

  // P: the bill is paid in full and the rest of the advance stays.
  const pLedger = await clerk.call(ledgerEndpoint, { params: { accountNo: c.accounts[P]! } });
  const pMarch = pLedger.entries.find((e) => e.kind === 'Bill' && e.period === period)!;
  const pAccount = await account(c.teller.client, c.consumers[P]!);
  assert.equal(pAccount.bills.length, 0);
  assert.equal(pAccount.advanceBalance, pesoSum('100000.00', `-${pMarch.debit}`));

  // C had no advance: the March bill stands whole beside the older ones.
  const cAfter = await account(c.teller.client, c.consumers[C]!);
  assert.equal(cAfter.bills.length, cBefore.bills.length + 1);
  assert.equal(cAfter.advanceBalance, '0.00');
  const cLedger = await clerk.call(ledgerEndpoint, { params: { accountNo: c.accounts[C]! } });
  assert.ok(!cLedger.entries.some((e) => e.reference.startsWith('ADV ')));
});
