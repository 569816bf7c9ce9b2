// Collection postings under concurrency (decision 009), on PostgreSQL: fifty (and twenty)
// identical submissions of one payment post once (the rest answer the first payment); twenty different
// payments of one teller take twenty consecutive OR numbers; a close racing payments leaves no
// payment after the close; twenty approvals of one cancellation reverse it once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { requestPaymentCancellationEndpoint } from '@ilaw/contracts/collection/payment-cancellations/request-payment-cancellation';
import { closeTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/close-teller-day';
import { assertPostedOnce, NEEDS_POSTGRES, statusCounts, TIMES, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestResponse } from '../support/test-app.ts';
import { account, newKey, newTeller, pay, setUpCollection, type CollectionCoop } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const count = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.running.database.db)).rows[0]!.n;
const asResponse = (r: { status: number; body: unknown }) => r as TestResponse<unknown>;

test(
  'fifty identical submissions of one payment (issue 12 item 12) post exactly one; the rest answer it',
  { skip: NEEDS_POSTGRES },
  async () => {
    const acc = await account(c.teller.client, c.consumers[1]!);
    const body = { idempotencyKey: newKey(), consumerId: c.consumers[1]!, cash: acc.totalDue };
    const responses = await together(50, async () =>
      asResponse(await c.teller.client.send(createPaymentEndpoint, { body })),
    );
    assertPostedOnce(responses, 201, { otherStatus: 200 });
    assert.equal(new Set(responses.map((r) => (r.body as { orNumber: number }).orNumber)).size, 1);
    assert.equal(
      await count(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_payments WHERE consumer_id = ${c.consumers[1]!}`,
      ),
      1,
    );
    assert.equal(
      await count(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_ledger_entries
          WHERE consumer_id = ${c.consumers[1]!} AND kind = 'Payment'`,
      ),
      acc.bills.length,
    );
  },
);

test(
  'twenty identical submissions of one payment post once and all answer its OR',
  { skip: NEEDS_POSTGRES },
  async () => {
    const acc = await account(c.teller.client, c.consumers[0]!);
    const body = {
      idempotencyKey: newKey(),
      consumerId: c.consumers[0]!,
      billIds: [acc.bills[0]!.billId],
      cash: acc.bills[0]!.amountDue,
    };
    const responses = await together(TIMES, async () =>
      asResponse(await c.teller.client.send(createPaymentEndpoint, { body })),
    );
    assertPostedOnce(responses, 201, { otherStatus: 200 });
    assert.equal(new Set(responses.map((r) => (r.body as { orNumber: number }).orNumber)).size, 1);
    assert.equal(
      await count(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_payments WHERE consumer_id = ${c.consumers[0]!}`,
      ),
      1,
    );
    assert.equal(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM billing_ledger_entries WHERE consumer_id = ${c.consumers[0]!} AND kind = 'Payment'`,
      ),
      1,
    );
  },
);

test(
  'twenty different payments of one teller take twenty consecutive OR numbers',
  { skip: NEEDS_POSTGRES },
  async () => {
    const teller = await newTeller(t);
    const responses = await together(TIMES, async (i) =>
      asResponse(
        await teller.client.send(createPaymentEndpoint, {
          body: { idempotencyKey: newKey(), consumerId: c.consumers[i % 3]!, cash: `${i + 1}.00`, partial: true },
        }),
      ),
    );
    assert.deepEqual(statusCounts(responses), { 201: TIMES });
    const numbers = responses.map((r) => (r.body as { orNumber: number }).orNumber).sort((a, b) => a - b);
    for (let i = 1; i < numbers.length; i++) assert.equal(numbers[i], numbers[i - 1]! + 1);
    assert.equal(
      await count(
        sql<{
          n: number;
        }>`SELECT count(DISTINCT or_number)::int AS n FROM collection_payments WHERE teller_id = ${teller.tellerId}`,
      ),
      TIMES,
    );
  },
);

test('closing the day while payments post: none lands after the close', { skip: NEEDS_POSTGRES }, async () => {
  const teller = await newTeller(t);
  const fire = together(TIMES, async (i) => {
    if (i === TIMES / 2)
      return asResponse(
        await teller.client.send(closeTellerDayEndpoint, {
          params: { id: teller.dayId! },
          body: { cashCount: {}, checksTotal: '0' },
        }),
      );
    return asResponse(
      await teller.client.send(createPaymentEndpoint, {
        body: { idempotencyKey: newKey(), consumerId: c.consumers[1]!, cash: '1.00', partial: true },
      }),
    );
  });
  const responses = await fire;
  assert.ok(
    responses.every((r) => [200, 201, 409].includes(r.status)),
    JSON.stringify(statusCounts(responses)),
  );
  const day = await sql<{ expected_total: string; total: string }>`
    SELECT d.expected_total::text, (SELECT coalesce(sum(amount), 0)::text FROM collection_gl_lines g WHERE g.day_id = d.id) AS total
    FROM collection_teller_days d WHERE d.id = ${teller.dayId!}`.execute(t.running.database.db);
  // What the close counted is all the day holds.
  assert.equal(day.rows[0]!.expected_total, day.rows[0]!.total);
});

test('twenty approvals of one cancellation reverse it once', { skip: NEEDS_POSTGRES }, async () => {
  const acc = await account(c.teller.client, c.consumers[2]!);
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[2]!,
    billIds: [acc.bills[0]!.billId],
    cash: acc.bills[0]!.amountDue,
  });
  const req = await c.teller.client.call(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: 'Duplicate payment' },
  });
  const cashiers = await Promise.all(Array.from({ length: 2 }, () => t.userWithRoles(['Cashier'])));
  const responses = await together(TIMES, async (i) =>
    asResponse(
      await cashiers[i % 2]!.send(decideApprovalEndpoint, {
        params: { id: req.approval!.requestId },
        body: { approve: true, remarks: 'OK' },
      }),
    ),
  );
  assertPostedOnce(responses, 200);
  assert.equal(
    (await count(
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM collection_gl_lines WHERE payment_id = ${paid.id} AND is_reversal`,
    )) > 0,
    true,
  );
  assert.equal(
    await count(
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM billing_ledger_entries WHERE reference = ${`OR ${paid.orNumber} cancelled`}`,
    ),
    1,
  );
});
