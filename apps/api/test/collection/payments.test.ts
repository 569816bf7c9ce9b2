// Taking payments at the teller's window: the account with surcharges, cash, partial, overpayment
// to advance, checks and a 2307, gapless OR numbers, replays, and every refusal.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Decimal } from 'decimal.js';
import { ledgerEndpoint } from '@ilaw/contracts/billing/bills';
import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { getAdvanceAccountEndpoint } from '@ilaw/contracts/collection/advances/get-advance-account';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { getPaymentEndpoint } from '@ilaw/contracts/collection/payments/get-payment';
import { listPaymentsEndpoint } from '@ilaw/contracts/collection/payments/list-payments';
import { getTellerAuthorizationEndpoint } from '@ilaw/contracts/collection/teller-authorization/get-teller-authorization';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  account,
  newKey,
  newTeller,
  pay,
  pesoSum,
  sendPay,
  setUpCollection,
  type CollectionCoop,
} from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const [R, C, P] = [0, 1, 2];
const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

test('TellerAuthorization: an open day with an OR range can collect; a Teller without a teller record is told why', async () => {
  const auth = await c.teller.client.call(getTellerAuthorizationEndpoint);
  assert.equal(auth.canCollect, true);
  assert.equal(auth.reason, null);
  assert.equal(auth.day?.status, 'Open');
  assert.equal(auth.nextOrNumber, auth.series[0]?.startNo);
  assert.equal(auth.receiptsLeft, 500);
  const stranger = await t.userWithRoles(['Teller']);
  const none = await stranger.call(getTellerAuthorizationEndpoint);
  assert.equal(none.teller, null);
  assert.equal(none.canCollect, false);
  assert.match(none.reason ?? '', /not set up as a teller/);
  const closed = await newTeller(t, { openDay: false });
  const notOpen = await closed.client.call(getTellerAuthorizationEndpoint);
  assert.equal(notOpen.canOpenDay, true);
  assert.equal(notOpen.reason, "Open today's collection first.");
});

test('a consumer is found by account number, name or meter serial', async () => {
  for (const search of [c.accounts[R]!, 'santos', `cm`]) {
    const found = await c.teller.client.call(findAccountsEndpoint, { query: { search } });
    assert.ok(
      found.some((f) => f.consumerId === c.consumers[R]),
      search,
    );
  }
  const refused = await c.teller.client.send(findAccountsEndpoint, { query: { search: '' } });
  assert.equal(refused.status, 400);
});

test('the account lists unpaid bills oldest first with the configured surcharge; public buildings are exempt', async () => {
  const r = await account(c.teller.client, c.consumers[R]!);
  assert.equal(r.bills.length, 2);
  assert.ok(r.bills[0]!.period < r.bills[1]!.period);
  for (const b of r.bills) {
    // Residential default: 3% of the amount net of VAT, at least 56, plus 12% VAT on it.
    const net = new Decimal(b.balance).minus(b.vat);
    const expected = Decimal.max(net.times(0.03).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 56);
    assert.equal(b.surcharge, expected.toFixed(2));
    assert.equal(b.surchargeVat, expected.times(0.12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    assert.equal(b.amountDue, pesoSum(b.balance, b.surcharge, b.surchargeVat));
    assert.equal(b.maxEwt, new Decimal(b.total).times(0.02).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    assert.equal(b.maxVat, new Decimal(b.total).times(0.05).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
  }
  assert.equal(r.totalDue, pesoSum(...r.bills.map((b) => b.amountDue)));
  const p = await account(c.teller.client, c.consumers[P]!);
  assert.ok(p.bills.every((b) => b.surcharge === '0.00' && b.surchargeVat === '0.00'));
  const missing = await c.teller.client.send(getAccountEndpoint, { params: { consumerId: 999_999 } });
  assert.equal(missing.status, 404);
});

test('a short payment is refused unless partial; partial pays the older bill first and leaves the rest on the ledger', async () => {
  const before = await account(c.teller.client, c.consumers[R]!);
  const [older, newer] = before.bills as [(typeof before.bills)[0], (typeof before.bills)[0]];
  const amount = pesoSum(older.amountDue, newer.surcharge, newer.surchargeVat, '10.00');
  const refused = await sendPay(c.teller.client, { consumerId: c.consumers[R]!, cash: amount });
  assert.equal(refused.status, 400);
  assert.match(errorsOf(refused.body).join(' '), /less than the amount due .*use Partial Payment/);
  const paid = await pay(c.teller.client, { consumerId: c.consumers[R]!, cash: amount, partial: true });
  assert.equal(paid.isPartial, true);
  assert.equal(paid.totalTendered, amount);
  assert.deepEqual(
    paid.items.map((i) => [i.kind, i.amount]),
    [
      ['Surcharge', older.surcharge],
      ['SurchargeVat', older.surchargeVat],
      ['Bill', older.balance],
      ['Surcharge', newer.surcharge],
      ['SurchargeVat', newer.surchargeVat],
      ['Bill', '10.00'],
    ],
  );
  const after = await account(c.teller.client, c.consumers[R]!);
  assert.equal(after.bills.length, 1);
  assert.equal(after.bills[0]!.billId, newer.billId);
  assert.equal(after.bills[0]!.paymentStatus, 'PARTIAL');
  assert.equal(after.bills[0]!.balance, new Decimal(newer.balance).minus(10).toFixed(2));
  // The surcharge collected is not charged again.
  assert.equal(after.bills[0]!.surcharge, '0.00');
  const ledger = await c.clerk.call(ledgerEndpoint, { params: { accountNo: c.accounts[R]! } });
  const payments = ledger.entries.filter((e) => e.kind === 'Payment');
  assert.ok(payments.every((e) => e.reference === `OR ${paid.orNumber}`));
  assert.equal(pesoSum(...payments.map((e) => e.credit)), paid.appliedToBills);
  assert.equal(ledger.balance, after.bills[0]!.balance);
});

test('paying everything and more: the bills close and the excess goes to the advance balance', async () => {
  const before = await account(c.teller.client, c.consumers[R]!);
  const paid = await pay(c.teller.client, { consumerId: c.consumers[R]!, cash: pesoSum(before.totalDue, '250.50') });
  assert.equal(paid.toAdvance, '250.50');
  assert.equal(paid.isPartial, false);
  const after = await account(c.teller.client, c.consumers[R]!);
  assert.equal(after.bills.length, 0);
  assert.equal(after.advanceBalance, '250.50');
  const adv = await c.teller.client.call(getAdvanceAccountEndpoint, { params: { consumerId: c.consumers[R]! } });
  assert.equal(adv.entries.at(-1)?.orNumber, paid.orNumber);
  const ledger = await c.clerk.call(ledgerEndpoint, { params: { accountNo: c.accounts[R]! } });
  assert.equal(ledger.balance, '0.00');
});

test('a check and a 2307 together; the 2307 may withhold at most 2% and 5% of the invoices', async () => {
  const acc = await account(c.teller.client, c.consumers[C]!);
  const bill = acc.bills[0]!;
  const tooMuch = await sendPay(c.teller.client, {
    consumerId: c.consumers[C]!,
    billIds: [bill.billId],
    checks: [{ bank: 'LandBank', checkNo: '000123', checkDate: acc.paymentDate, amount: '100.00' }],
    form2307: { certificateNo: '2307-0001', ewtAmount: pesoSum(bill.maxEwt, '0.01'), vatAmount: bill.maxVat },
    partial: true,
  });
  assert.equal(tooMuch.status, 400);
  assert.ok(Object.keys((tooMuch.body as { errors: object }).errors).includes('form2307.ewtAmount'));
  const check = new Decimal(bill.amountDue).minus(bill.maxEwt).minus(bill.maxVat).toFixed(2);
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[C]!,
    billIds: [bill.billId],
    checks: [{ bank: 'LandBank', checkNo: '000123', checkDate: acc.paymentDate, amount: check }],
    form2307: { certificateNo: '2307-0001', ewtAmount: bill.maxEwt, vatAmount: bill.maxVat },
  });
  assert.deepEqual(
    paid.tenders.map((x) => x.kind),
    ['Check', 'Form2307'],
  );
  assert.equal(paid.totalTendered, bill.amountDue);
  assert.equal(paid.toAdvance, '0.00');
  const after = await account(c.teller.client, c.consumers[C]!);
  assert.ok(!after.bills.some((b) => b.billId === bill.billId));
});

test('OR numbers follow the range without gaps; the receipt carries the configured lines', async () => {
  const list = await c.teller.client.call(listPaymentsEndpoint, {
    query: { dayId: c.teller.dayId!, itemsPerPage: 100 },
  });
  const numbers = list.data.map((p) => p.orNumber).sort((a, b) => a - b);
  for (let i = 1; i < numbers.length; i++) assert.equal(numbers[i], numbers[i - 1]! + 1);
  const receipt = await c.teller.client.call(getPaymentEndpoint, { params: { id: list.data[0]!.id } });
  assert.ok(receipt.receiptFooter.includes('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'));
  const auth = await c.teller.client.call(getTellerAuthorizationEndpoint);
  assert.equal(auth.nextOrNumber, numbers.at(-1)! + 1);
});

test('the same submission again answers the first payment and posts nothing more', async () => {
  const key = newKey();
  const acc = await account(c.teller.client, c.consumers[P]!);
  const body = {
    idempotencyKey: key,
    consumerId: c.consumers[P]!,
    billIds: [acc.bills[0]!.billId],
    cash: acc.bills[0]!.amountDue,
  };
  const first = await c.teller.client.send(createPaymentEndpoint, { body });
  const again = await c.teller.client.send(createPaymentEndpoint, { body });
  assert.equal(first.status, 201);
  assert.equal(again.status, 200);
  assert.equal((again.body as { orNumber: number }).orNumber, (first.body as { orNumber: number }).orNumber);
  const list = await c.teller.client.call(listPaymentsEndpoint, { query: { consumerId: c.consumers[P]! } });
  assert.equal(list.total, 1);
});

test('refusals: not a teller, no open day, a paid bill, nothing received, a walk-in overpaying, another teller reading a receipt', async () => {
  const clerk = await c.clerk.send(createPaymentEndpoint, {
    body: { idempotencyKey: newKey(), consumerId: c.consumers[P]!, cash: '1' },
  });
  assert.equal(clerk.status, 403);
  const stranger = await t.userWithRoles(['Teller']);
  const notTeller = await sendPay(stranger, { consumerId: c.consumers[P]!, cash: '1' });
  assert.equal(notTeller.status, 403);
  const closed = await newTeller(t, { openDay: false });
  const noDay = await sendPay(closed.client, { consumerId: c.consumers[P]!, cash: '1' });
  assert.equal(noDay.status, 409);
  assert.deepEqual(errorsOf(noDay.body), ["Open today's collection first."]);
  const paidBill = (await c.teller.client.call(listPaymentsEndpoint, { query: { consumerId: c.consumers[R]! } }))
    .data[0]!;
  const receipt = await c.teller.client.call(getPaymentEndpoint, { params: { id: paidBill.id } });
  assert.ok(receipt.consumer);
  const acc = await account(c.teller.client, c.consumers[P]!);
  const stale = await sendPay(c.teller.client, {
    consumerId: c.consumers[R]!,
    billIds: [acc.bills[0]!.billId],
    cash: '1',
  });
  assert.equal(stale.status, 409);
  const nothing = await sendPay(c.teller.client, { consumerId: c.consumers[P]!, cash: '0' });
  assert.equal(nothing.status, 400);
  const walkIn = await sendPay(c.teller.client, { consumerId: null, cash: '10' });
  assert.equal(walkIn.status, 400);
  const badKey = await c.teller.client.send(createPaymentEndpoint, {
    body: { idempotencyKey: 'x', consumerId: c.consumers[P]!, cash: '1' },
  });
  assert.equal(badKey.status, 400);
  const floatCash = await sendPay(c.teller.client, { consumerId: c.consumers[P]!, cash: '1.005' });
  assert.equal(floatCash.status, 400);
  const other = await newTeller(t);
  const foreign = await other.client.send(getPaymentEndpoint, { params: { id: paidBill.id } });
  assert.equal(foreign.status, 404);
  const cashier = await c.cashier.call(getPaymentEndpoint, { params: { id: paidBill.id } });
  assert.equal(cashier.orNumber, paidBill.orNumber);
});

test('a teller whose range is used up is told to ask the cashier', async () => {
  const small = await newTeller(t, { receipts: 1 });
  const acc = await account(small.client, c.consumers[P]!);
  assert.ok(acc.bills.length > 0);
  await pay(small.client, { consumerId: c.consumers[P]!, cash: '1.00', partial: true });
  const refused = await sendPay(small.client, { consumerId: c.consumers[P]!, cash: '1.00', partial: true });
  assert.equal(refused.status, 409);
  assert.deepEqual(errorsOf(refused.body), ['No OR numbers are left in your series; ask the cashier for a new range.']);
  const auth = await small.client.call(getTellerAuthorizationEndpoint);
  assert.equal(auth.canCollect, false);
  assert.equal(auth.receiptsLeft, 0);
});
