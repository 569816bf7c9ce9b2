// Disconnection and reconnection orders executed without signal (issue 17 item 5, decision 114):
// the crew's photos are stored once per key, the executions post once per key (twenty identical
// syncs at once execute the order once, with one photo, one fee and one audit entry), and an order
// cancelled, reassigned or executed in the office meanwhile comes back as a conflict in words.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import type { FieldOrder } from '@ilaw/contracts/billing/field-orders/field-order';
import type { FieldSyncResult } from '@ilaw/contracts/platform/field-sync/field-sync';
import { sql } from 'kysely';
import { TIMES, together } from '../support/concurrency.ts';
import { newPhoto, PHOTO, uploadPhotos } from '../support/field-photos.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCollection, type CollectionCoop } from '../collection/collection-support.ts';
import { execute, servedNotice } from './disconnection-support.ts';

const ORDERS = '/api/v2/billing/field-orders';
const SYNC = `${ORDERS}/field-sync`;

let t: TestApp;
let c: CollectionCoop;
let staff: TestClient & { userId: number };
let crew: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  staff = await t.userWithRoles(['MeterDisconnection']);
  crew = await t.userWithRoles(['MobileApp']);
});
after(() => t.close());

/** A disconnection order of the consumer, assigned to `crewName`. */
async function assignedOrder(consumerId: number, crewName: string): Promise<FieldOrder> {
  const notice = await servedNotice(staff, consumerId, 49);
  const made = await staff.post<FieldOrder>(`${ORDERS}/disconnection`, { noticeId: notice.id });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const assigned = await staff.post<FieldOrder[]>(`${ORDERS}/assign`, { orderIds: [made.body.id], crew: crewName });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
  return assigned.body[0]!;
}

const execution = (order: FieldOrder, photoKeys: string[], extra: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  orderId: order.id,
  orderNo: order.orderNo,
  crew: order.crew,
  executedAt: '2026-11-20T09:30:00+08:00',
  reading: '1450.5',
  sealNo: 'S-9001',
  latitude: 12.352,
  longitude: 121.071,
  accuracyM: 6,
  remarks: 'Executed without signal',
  photoKeys,
  ...extra,
});
const sync = (client: TestClient, records: unknown[]) => client.post<{ results: FieldSyncResult[] }>(SYNC, { records });
const counts = async (orderId: number) =>
  (
    await sql<{ photos: number; audits: number; fees: number }>`
      SELECT (SELECT count(*)::int FROM billing_field_photos WHERE order_id = ${orderId}) AS photos,
        (SELECT count(*)::int FROM audit_log WHERE entity_type = 'billing-field-order'
          AND entity_id = ${String(orderId)} AND action = 'executed') AS audits,
        (SELECT count(*)::int FROM billing_field_orders WHERE id = ${orderId} AND fee_bill_id IS NOT NULL) AS fees`.execute(
      t.running.database.db,
    )
  ).rows[0]!;

test('a photo is stored once per key; a key of another user or a file that is no image is refused', async () => {
  const key = randomUUID();
  const many = await together(TIMES, () => uploadPhotos(crew, { [key]: PHOTO }));
  assert.deepEqual(
    many.map((r) => r.status),
    Array(TIMES).fill(200),
  );
  assert.equal(many.filter((r) => r.body.stored.includes(key)).length, 1);
  const files = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM field_photo_uploads u JOIN stored_files f ON f.id = u.file_id
    WHERE u.key = ${key}`.execute(t.running.database.db);
  assert.equal(files.rows[0]!.n, 1);

  const other = await t.userWithRoles(['MobileApp']);
  assert.equal((await uploadPhotos(other, { [key]: PHOTO })).status, 409);
  assert.equal((await uploadPhotos(crew, { [randomUUID()]: Buffer.from('not a picture') })).status, 415);
  assert.equal((await uploadPhotos(crew, { 'not-a-key': PHOTO })).status, 400);
  const clerk = await t.userWithRoles(['BillingReport']);
  assert.equal((await uploadPhotos(clerk, { [randomUUID()]: PHOTO })).status, 403);
});

test('twenty identical syncs execute the order once, with one photo, one fee and one audit entry', async () => {
  const order = await assignedOrder(c.consumers[0]!, 'Crew A');
  const photo = await newPhoto(crew);
  const record = execution(order, [photo]);
  const answers = await together(TIMES, () => sync(crew, [record]));
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(TIMES).fill(200),
  );
  const outcomes = answers.map((a) => a.body.results[0]!.outcome).sort();
  assert.deepEqual(outcomes, ['posted', ...Array<string>(TIMES - 1).fill('already-posted')].sort());
  assert.ok(answers.every((a) => a.body.results[0]!.reference === order.orderNo));
  assert.deepEqual(await counts(order.id), { photos: 1, audits: 1, fees: 1 });
  const stored = await t.running.database.db
    .selectFrom('billing_field_orders')
    .select(['status', 'seal_no', 'executed_at', 'executed_by'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  assert.equal(stored.status, 'Executed');
  assert.equal(stored.seal_no, 'S-9001');
  assert.equal(stored.executed_at?.toISOString(), '2026-11-20T01:30:00.000Z');
  assert.equal(stored.executed_by, crew.userId);
  const consumer = await t.running.database.db
    .selectFrom('billing_consumers')
    .select('account_status')
    .where('id', '=', c.consumers[0]!)
    .executeTakeFirstOrThrow();
  assert.equal(consumer.account_status, ACCOUNT_STATUS.Disconnected.value);

  // The same sync later (a lost answer) posts nothing more.
  const replay = await sync(crew, [record]);
  assert.equal(replay.body.results[0]!.outcome, 'already-posted');
  assert.deepEqual(await counts(order.id), { photos: 1, audits: 1, fees: 1 });
});

test('an order cancelled, reassigned or executed in the office is a conflict in words; nothing is saved', async () => {
  const cancelled = await assignedOrder(c.consumers[1]!, 'Crew A');
  // No screen cancels an order yet: the office's cancellation stands in by SQL.
  await t.running.database.db
    .updateTable('billing_field_orders')
    .set({ status: 'Cancelled' })
    .where('id', '=', cancelled.id)
    .execute();
  const moved = await assignedOrder(c.consumers[2]!, 'Crew A');
  const reassigned = await staff.post(`${ORDERS}/assign`, { orderIds: [moved.id], crew: 'Crew B' });
  assert.equal(reassigned.status, 200);
  const photo = await newPhoto(crew);
  const first = await sync(crew, [execution(cancelled, [photo]), execution(moved, [photo])]);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual(
    first.body.results.map((r) => [r.outcome, r.reference, r.message]),
    [
      ['conflict', cancelled.orderNo, `${cancelled.orderNo} was cancelled in the office; it was not executed.`],
      [
        'conflict',
        moved.orderNo,
        `${moved.orderNo} was reassigned to Crew B after this phone loaded it; the phone's execution was not saved.`,
      ],
    ],
  );
  assert.deepEqual(await counts(moved.id), { photos: 0, audits: 0, fees: 0 });

  // Executed in the office (by Crew B's phone on the screen) before this phone's sync.
  const office = await execute(crew, moved.id);
  assert.equal(office.status, 201, JSON.stringify(office.body));
  const late = await sync(crew, [execution({ ...moved, crew: 'Crew B' }, [photo])]);
  assert.equal(late.body.results[0]!.outcome, 'conflict');
  assert.match(
    late.body.results[0]!.message!,
    /was already executed on \d{4}-\d{2}-\d{2} by .+; the phone's execution was not saved\./,
  );
  assert.deepEqual(await counts(moved.id), { photos: 1, audits: 1, fees: 1 });
});

test('a photo not yet uploaded, an order unknown or a role without access is refused; the key stays free', async () => {
  const unknownPhoto = randomUUID();
  const order = { id: 999999, orderNo: 'DO-0000-0', crew: 'Crew A' } as FieldOrder;
  const res = await sync(crew, [execution(order, [unknownPhoto]), execution(order, [await newPhoto(crew)])]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(
    res.body.results.map((r) => [r.outcome, r.message]),
    [
      ['refused', 'A photo of this record has not reached the office yet; sync again.'],
      ['refused', 'The order was not found.'],
    ],
  );
  const claimed = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = 'billing.field-order-execution'
    AND key IN (${res.body.results[0]!.key}, ${res.body.results[1]!.key})`.execute(t.running.database.db);
  assert.equal(claimed.rows[0]!.n, 0);
  const clerk = await t.userWithRoles(['BillingReport']);
  assert.equal((await sync(clerk, [execution(order, [])])).status, 403);
  const empty = await sync(crew, []);
  assert.equal(empty.status, 400);
});
