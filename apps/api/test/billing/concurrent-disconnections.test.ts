// Disconnection postings under concurrency (decision 111), on PostgreSQL: twenty identical
// executions of one order post once (one photo, one reconnection fee, one status change, one
// audit entry; the rest answer the executed order); twenty identical order requests for one notice
// make one order; twenty payments that each clear a disconnected consumer make one reconnection order.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { FieldOrder } from '@ilaw/contracts/billing/field-orders/field-order';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { assertPostedOnce, NEEDS_POSTGRES, TIMES, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.ts';
import { account, newKey, setUpCollection, type CollectionCoop } from '../collection/collection-support.ts';
import { execute, servedNotice } from './disconnection-support.ts';

let t: TestApp;
let c: CollectionCoop;
let staff: TestClient & { userId: number };
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  staff = await t.userWithRoles(['MeterDisconnection']);
});
after(() => t.close());

const count = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.running.database.db)).rows[0]!.n;

test(
  'twenty identical executions of one disconnection order post once; twenty orders of one notice make one',
  { skip: NEEDS_POSTGRES },
  async () => {
    const consumerId = c.consumers[0]!;
    const notice = await servedNotice(staff, consumerId, 50);
    const orders = await together(TIMES, () =>
      staff.post<FieldOrder>('/api/v2/billing/field-orders/disconnection', { noticeId: notice.id }),
    );
    assertPostedOnce(orders, 201, { otherStatus: 200 });
    assert.equal(new Set(orders.map((o) => o.body.id)).size, 1);
    const orderId = orders[0]!.body.id;
    await staff.post('/api/v2/billing/field-orders/assign', { orderIds: [orderId], crew: 'Crew C' });

    const audits = () =>
      count(sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
        WHERE entity_type = 'billing-field-order' AND entity_id = ${String(orderId)} AND action = 'executed'`);
    const responses = await together(TIMES, () => execute(staff, orderId));
    assertPostedOnce(responses, 201, { otherStatus: 200 });
    assert.equal(
      await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_photos WHERE order_id = ${orderId}`),
      1,
    );
    assert.equal(
      await count(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_non_power_bills WHERE consumer_id = ${consumerId}`,
      ),
      1,
    );
    assert.equal(await audits(), 1);
    // No photo left behind by the nineteen that answered the executed order.
    assert.equal(
      await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM stored_files f
        WHERE NOT EXISTS (SELECT 1 FROM billing_field_photos p WHERE p.file_id = f.id)
          AND f.original_name = 'meter.png'`),
      0,
    );

    // Twenty different payments of the whole amount due race; one makes the reconnection order.
    const acc = await account(c.teller.client, consumerId);
    const fee = acc.nonPowerBills[0]!;
    const payments = await together(
      TIMES,
      async () =>
        (await c.teller.client.send(createPaymentEndpoint, {
          body: { idempotencyKey: newKey(), consumerId, nonPowerBillIds: [fee.id], cash: acc.totalDue },
        })) as TestResponse<unknown>,
    );
    assert.ok(
      payments.some((p) => p.status === 201),
      JSON.stringify(payments.map((p) => p.status)),
    );
    assert.ok(
      payments.every((p) => p.status === 201 || p.status === 409),
      JSON.stringify(payments.map((p) => p.body)),
    );
    assert.equal(
      await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_orders
        WHERE consumer_id = ${consumerId} AND kind = 'Reconnection'`),
      1,
    );
  },
);
