// A route re-sequenced (issue 17, item 3; docs/decisions/112): the nearest-neighbour proposal, a
// save of the whole route as 1..n with one audit entry, twenty identical saves writing once, a
// list that is not the route's consumers refused, and who may do it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RouteSequence } from '@ilaw/contracts/billing/routes/route-sequence';
import { sql } from 'kysely';
import { assertPostedOnce, together, TIMES } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let coop: Coop;
let locator: TestClient;
let ids: number[];

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t, { consumers: 5 });
  locator = await t.userWithRoles(['MeterLocations']);
  const db = t.running.database.db;
  // Along one street: sequence 1..5 stand at 0, 300, 100, 200 m north, the fifth not located.
  const rows = await db
    .selectFrom('billing_consumers')
    .select(['id', 'account_no'])
    .where('route_id', '=', coop.routeId)
    .orderBy('sequence')
    .execute();
  ids = rows.map((r) => r.id);
  const north = [0, 0.0027, 0.0009, 0.0018];
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable('billing_consumers')
      .set(
        i < 4
          ? { latitude: (12.35 + north[i]!).toFixed(6), longitude: '121.070000' }
          : { latitude: null, longitude: null },
      )
      .where('id', '=', id)
      .execute();
  }
});
after(async () => t.close());

const url = (routeId: number) => `/api/v2/billing/routes/${routeId}/sequence`;
const proposal = (routeId: number) => `/api/v2/billing/routes/${routeId}/nearest-neighbour-order`;
const audits = async () =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'billing-route'
      AND entity_id = ${String(coop.routeId)} AND action = 'resequenced'`.execute(t.running.database.db)
  ).rows[0]!.n;

test('nearest neighbour proposes the street in line, the unlocated meter last, without saving', async () => {
  const res = await locator.get<RouteSequence>(proposal(coop.routeId));
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const [a, b, c, d, e] = ids as [number, number, number, number, number];
  assert.deepEqual(res.body.consumerIds, [a, c, d, b, e]);
  assert.equal(res.body.distanceM, 300);
  const list = await locator.get<{ data: { id: number }[] }>('/api/v2/billing/meter-locations', {
    query: { routeId: String(coop.routeId) },
  });
  assert.deepEqual(
    list.body.data.map((r) => r.id),
    ids,
  );
  assert.equal((await locator.get(proposal(999999))).status, 404);
});

test('twenty identical saves write the order once with one audit entry; the rest answer 409', async () => {
  const [a, b, c, d, e] = ids as [number, number, number, number, number];
  const order = [a, c, d, b, e];
  const answers = await together(TIMES, () => locator.put<RouteSequence>(url(coop.routeId), { consumerIds: order }));
  assertPostedOnce(answers, 200, { message: 'The route is already in this order.' });
  const ok = answers.find((r) => r.status === 200)!;
  assert.deepEqual(ok.body, { routeId: coop.routeId, consumerIds: order, distanceM: 300 });
  assert.equal(await audits(), 1);
  const list = await locator.get<{ data: { id: number; sequence: number }[] }>('/api/v2/billing/meter-locations', {
    query: { routeId: String(coop.routeId) },
  });
  assert.deepEqual(
    list.body.data.map((r) => [r.id, r.sequence]),
    order.map((id, i) => [id, i + 1]),
  );
  // Back to the first order: another write.
  const back = await locator.put<RouteSequence>(url(coop.routeId), { consumerIds: ids });
  assert.equal(back.status, 200);
  assert.equal(back.body.distanceM, 600);
  assert.equal(await audits(), 2);
});

test("a list that is not exactly the route's consumers is refused, and so are strangers", async () => {
  const changed = "The route's consumers changed since it was loaded; reload the route.";
  for (const consumerIds of [ids.slice(1), [...ids, 999999], [ids[0]!, ...ids.slice(0, -1)]]) {
    const res = await locator.put(url(coop.routeId), { consumerIds });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    assert.ok(JSON.stringify(res.body).includes(changed));
  }
  assert.equal((await locator.put(url(coop.routeId), { consumerIds: [] })).status, 400);
  assert.equal((await locator.put(url(999999), { consumerIds: ids })).status, 404);
  // Billing's readers see the proposal but do not save; strangers neither.
  const readerOnly = await t.userWithRoles(['MeterReader']);
  assert.equal((await readerOnly.get(proposal(coop.routeId))).status, 200);
  assert.equal((await readerOnly.put(url(coop.routeId), { consumerIds: [...ids].reverse() })).status, 403);
  const stranger = await t.userWithRoles(['Employee']);
  assert.equal((await stranger.get(proposal(coop.routeId))).status, 403);
  assert.equal(await audits(), 2);
});
