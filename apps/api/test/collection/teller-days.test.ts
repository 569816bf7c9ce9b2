// The teller's day: open, pay, count by BSP denominations and close with over/short; the cashier
// receives and locks it (nothing posts to it, even by SQL); a payment cancelled through the
// approval engine by the cashier reverses on the cancellation day and shows on both DCRs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { ledgerEndpoint } from '@ilaw/contracts/billing/bills';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { listPaymentCancellationsEndpoint } from '@ilaw/contracts/collection/payment-cancellations/list-payment-cancellations';
import { requestPaymentCancellationEndpoint } from '@ilaw/contracts/collection/payment-cancellations/request-payment-cancellation';
import { getPaymentEndpoint } from '@ilaw/contracts/collection/payments/get-payment';
import { closeTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/close-teller-day';
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { listTellerDaysEndpoint } from '@ilaw/contracts/collection/teller-days/list-teller-days';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { receiveTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/receive-teller-day';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { account, pay, pesoSum, sendPay, setUpCollection, type CollectionCoop } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

test('a second open of the same day is refused', async () => {
  const again = await c.teller.client.send(openTellerDayEndpoint, { body: {} });
  assert.equal(again.status, 409);
  assert.deepEqual(errorsOf(again.body), ["Today's collection is already open."]);
  const notTeller = await c.cashier.send(openTellerDayEndpoint, { body: {} });
  assert.equal(notTeller.status, 403);
});

let cancelledOr = 0;

test('cancellation: the teller asks with a reason, cannot approve it; the cashier approves and the ledger is reversed', async () => {
  const acc = await account(c.teller.client, c.consumers[0]!);
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[0]!,
    billIds: [acc.bills[0]!.billId],
    cash: pesoSum(acc.bills[0]!.amountDue, '20.00'),
  });
  const noReason = await c.teller.client.send(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: '' },
  });
  assert.equal(noReason.status, 400);
  const req = await c.teller.client.call(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: 'Wrong account paid' },
  });
  assert.equal(req.status, 'Pending');
  const twice = await c.teller.client.send(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: 'Again' },
  });
  assert.equal(twice.status, 409);
  const requestId = req.approval!.requestId;
  // The teller holds no Cashier role; a cashier who requested would be refused by the engine too.
  const own = await c.teller.client.send(decideApprovalEndpoint, {
    params: { id: requestId },
    body: { approve: true, remarks: null },
  });
  assert.equal(own.status, 403);
  const work = await c.cashier.call(myWorkEndpoint);
  assert.ok(work.approvals.some((a) => a.requestId === requestId));
  const list = await c.cashier.call(listPaymentCancellationsEndpoint, { query: { status: 'Pending' } });
  assert.equal(list.data.find((x) => x.id === req.id)?.approval?.canDecide, true);
  await c.cashier.call(decideApprovalEndpoint, { params: { id: requestId }, body: { approve: true, remarks: 'OK' } });
  const receipt = await c.teller.client.call(getPaymentEndpoint, { params: { id: paid.id } });
  assert.equal(receipt.status, 'Cancelled');
  assert.equal(receipt.cancelledOn, acc.paymentDate);
  const back = await account(c.teller.client, c.consumers[0]!);
  assert.ok(
    back.bills.some((b) => b.billId === acc.bills[0]!.billId),
    'the bill is unpaid again',
  );
  assert.equal(back.advanceBalance, '0.00');
  const ledger = await c.clerk.call(ledgerEndpoint, { params: { accountNo: c.accounts[0]! } });
  const lines = ledger.entries.filter((e) => e.reference.startsWith(`OR ${paid.orNumber}`));
  assert.equal(lines.length, 2);
  assert.equal(pesoSum(...lines.map((l) => l.credit)), pesoSum(...lines.map((l) => l.debit)));
  const again = await c.teller.client.send(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: 'Again' },
  });
  assert.equal(again.status, 409);
  cancelledOr = paid.orNumber;
});

test('a rejected cancellation leaves the payment standing', async () => {
  const acc = await account(c.teller.client, c.consumers[2]!);
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[2]!,
    billIds: [acc.bills[0]!.billId],
    cash: acc.bills[0]!.amountDue,
  });
  const req = await c.teller.client.call(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: 'Customer asked' },
  });
  await c.cashier.call(decideApprovalEndpoint, {
    params: { id: req.approval!.requestId },
    body: { approve: false, remarks: 'Paid correctly' },
  });
  const receipt = await c.teller.client.call(getPaymentEndpoint, { params: { id: paid.id } });
  assert.equal(receipt.status, 'Posted');
  assert.equal(receipt.cancellationPending, false);
});

test('close: the count by denominations against the DCR gives over/short; then nothing posts to the day', async () => {
  const acc = await account(c.teller.client, c.consumers[1]!);
  await pay(c.teller.client, {
    consumerId: c.consumers[1]!,
    billIds: [acc.bills[0]!.billId],
    checks: [{ bank: 'PNB', checkNo: 'C-1', checkDate: acc.paymentDate, amount: acc.bills[0]!.amountDue }],
  });
  const dcr = await c.teller.client.call(getTellerDayEndpoint, { params: { id: c.teller.dayId! } });
  assert.equal(dcr.status, 'Open');
  assert.equal(dcr.expectedTotal, pesoSum(...dcr.glTotals.map((g) => g.amount)));
  assert.equal(dcr.checks.length, 1);
  assert.equal(dcr.expectedChecks, acc.bills[0]!.amountDue);
  assert.ok(
    dcr.cancelled.some((x) => x.orNumber === cancelledOr),
    'the cancelled OR shows',
  );
  assert.ok(dcr.powerBills.length >= 2);
  // Count the cash one peso short, in 1000s, 1s and centavos.
  const cash = pesoSum(dcr.expectedTotal, `-${dcr.expectedChecks}`, '-1.00');
  const [pesos, centavos] = cash.split('.') as [string, string];
  const thousands = Math.floor(Number(pesos) / 1000);
  const count = { 'note-1000': thousands, 'coin-1': Number(pesos) - thousands * 1000, 'coin-0.01': Number(centavos) };
  const closed = await c.teller.client.call(closeTellerDayEndpoint, {
    params: { id: c.teller.dayId! },
    body: { cashCount: count, checksTotal: dcr.expectedChecks, remarks: null },
  });
  assert.equal(closed.status, 'Closed');
  assert.equal(closed.cashTotal, cash);
  assert.equal(closed.overShort, '-1.00');
  const late = await sendPay(c.teller.client, { consumerId: c.consumers[2]!, cash: '1.00', partial: true });
  assert.equal(late.status, 409);
  assert.deepEqual(errorsOf(late.body), ["Today's collection is closed; nothing more posts to it."]);
  const twice = await c.teller.client.send(closeTellerDayEndpoint, {
    params: { id: c.teller.dayId! },
    body: { cashCount: {}, checksTotal: '0' },
  });
  assert.equal(twice.status, 409);
  const badCount = await c.teller.client.send(closeTellerDayEndpoint, {
    params: { id: c.teller.dayId! },
    body: { cashCount: JSON.parse('{"coin-0.10":1}') as Record<never, never>, checksTotal: '0' },
  });
  assert.equal(badCount.status, 400);
});

test('the cashier receives and locks the day; the teller cannot; the database refuses any posting to it', async () => {
  const byTeller = await c.teller.client.send(receiveTellerDayEndpoint, { params: { id: c.teller.dayId! }, body: {} });
  assert.equal(byTeller.status, 403);
  const waiting = await c.cashier.call(listTellerDaysEndpoint, { query: { status: 'Closed' } });
  assert.ok(waiting.data.some((d) => d.id === c.teller.dayId));
  const received = await c.cashier.call(receiveTellerDayEndpoint, {
    params: { id: c.teller.dayId! },
    body: { remarks: 'Remittance received' },
  });
  assert.equal(received.status, 'Received');
  assert.ok(received.receivedBy);
  const twice = await c.cashier.send(receiveTellerDayEndpoint, { params: { id: c.teller.dayId! }, body: {} });
  assert.equal(twice.status, 409);
  const db = t.running.database.db;
  await assert.rejects(
    sql`INSERT INTO collection_gl_lines (day_id, payment_id, gl_code, description, amount)
        SELECT ${c.teller.dayId!}, id, 'X', 'X', 1 FROM collection_payments LIMIT 1`.execute(db),
    /nothing posts to it/,
  );
  await assert.rejects(
    sql`UPDATE collection_teller_days SET over_short = 0 WHERE id = ${c.teller.dayId!}`.execute(db),
    /posted records/,
  );
  await assert.rejects(sql`DELETE FROM collection_payments`.execute(db), /posted records/);
});

test('a teller sees only their own days; a cashier who is the teller does not receive their own collection', async () => {
  const other = await t.userWithRoles(['Teller']);
  const none = await other.call(listTellerDaysEndpoint, { query: {} });
  assert.equal(none.total, 0);
  const foreign = await other.send(getTellerDayEndpoint, { params: { id: c.teller.dayId! } });
  assert.equal(foreign.status, 404);
  const both = await t.userWithRoles(['Teller', 'Cashier']);
  const { createTellerEndpoint } = await import('@ilaw/contracts/collection/tellers/create-teller');
  const { createOrSeriesEndpoint } = await import('@ilaw/contracts/collection/or-series/create-or-series');
  const teller = await t.admin.call(createTellerEndpoint, {
    body: { userId: both.userId, name: 'Both', branchCode: 10, collectionOffice: 'Magsaysay' },
  });
  await t.admin.call(createOrSeriesEndpoint, { body: { tellerId: teller.id, startNo: 900_000, endNo: 900_010 } });
  const day = await both.call(openTellerDayEndpoint, { body: {} });
  await both.call(closeTellerDayEndpoint, { params: { id: day.id }, body: { cashCount: {}, checksTotal: '0' } });
  const own = await both.send(receiveTellerDayEndpoint, { params: { id: day.id }, body: {} });
  assert.equal(own.status, 403);
  assert.deepEqual(errorsOf(own.body), ['You cannot receive your own collection.']);
});
