// Spoiled OR forms (issue 12 item 4, decision 057): the teller voids the next OR number with a
// reason; it stays in the sequence (the next payment takes the number after it), shows on the DCR,
// cannot be removed; refused without a reason, on another teller's day and after the close.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { getTellerAuthorizationEndpoint } from '@ilaw/contracts/collection/teller-authorization/get-teller-authorization';
import { closeTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/close-teller-day';
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { voidReceiptEndpoint } from '@ilaw/contracts/collection/teller-days/void-receipt';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { account, newTeller, pay, pesoSum, setUpCollection, type CollectionCoop } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

test('a spoiled OR is voided with its reason, stays in the sequence and shows on the DCR', async () => {
  const teller = c.teller.client;
  const dayId = c.teller.dayId!;
  const before = await teller.call(getTellerAuthorizationEndpoint);
  const spoiled = before.nextOrNumber!;

  const res = await teller.send(voidReceiptEndpoint, { params: { id: dayId }, body: { reason: 'Paper jam' } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const dcr = await teller.call(getTellerDayEndpoint, { params: { id: dayId } });
  assert.deepEqual(
    dcr.voided.map((v) => [v.orNumber, v.reason]),
    [[spoiled, 'Paper jam']],
  );
  const afterVoid = await teller.call(getTellerAuthorizationEndpoint);
  assert.equal(afterVoid.nextOrNumber, spoiled + 1);
  assert.equal(afterVoid.receiptsLeft, before.receiptsLeft - 1);

  // The next payment takes the number after the voided one; the DCR's money is unchanged by a void.
  const acc = await account(teller, c.consumers[0]!);
  const paid = await pay(teller, {
    consumerId: c.consumers[0]!,
    billIds: [acc.bills[0]!.billId],
    cash: acc.bills[0]!.amountDue,
  });
  assert.equal(paid.orNumber, spoiled + 1);
  // The OR's VAT breakdown (decision 057) adds up to what paid the bill and its surcharge.
  const v = paid.vatBreakdown;
  assert.ok(Number(v.vat) > 0 && Number(v.vatableSales) > 0, JSON.stringify(v));
  assert.equal(pesoSum(v.vatableSales, v.vat, v.zeroRated, v.exempt), acc.bills[0]!.amountDue);
  const dcr2 = await teller.call(getTellerDayEndpoint, { params: { id: dayId } });
  assert.equal(dcr2.expectedTotal, acc.bills[0]!.amountDue);

  // Never removed, even by SQL.
  await assert.rejects(
    sql`DELETE FROM collection_voided_receipts WHERE or_number = ${spoiled}`.execute(t.running.database.db),
    /cannot be changed or removed/,
  );
});

test('refusals: no reason, another teller, a closed day, not a teller', async () => {
  const teller = c.teller.client;
  const dayId = c.teller.dayId!;
  const blank = await teller.send(voidReceiptEndpoint, { params: { id: dayId }, body: { reason: '  ' } });
  assert.equal(blank.status, 400);
  assert.deepEqual(errorsOf(blank.body), ['This field is required.']);

  const other = await newTeller(t);
  const notTheirs = await other.client.send(voidReceiptEndpoint, { params: { id: dayId }, body: { reason: 'Torn' } });
  assert.equal(notTheirs.status, 404);

  await other.client.call(closeTellerDayEndpoint, {
    params: { id: other.dayId! },
    body: { cashCount: {}, checksTotal: '0' },
  });
  const closed = await other.client.send(voidReceiptEndpoint, {
    params: { id: other.dayId! },
    body: { reason: 'Torn' },
  });
  assert.equal(closed.status, 409);
  assert.deepEqual(errorsOf(closed.body), ["Today's collection is closed; nothing more posts to it."]);

  const cashier = await c.cashier.send(voidReceiptEndpoint, { params: { id: dayId }, body: { reason: 'Torn' } });
  assert.equal(cashier.status, 403);
});
