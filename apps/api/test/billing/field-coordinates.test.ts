// Meter locations from the readers' phones (issue 17 item 3): a route's consumers without
// coordinates are placed where the phone stood at their latest field reading; the office sees the
// proposals first, takes the ones it confirms once, and consumers already placed are left alone.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { FIELD_COORDINATE_MESSAGES } from '@ilaw/contracts/billing/meter-locations/field-coordinates';
import { previewFieldCoordinatesEndpoint } from '@ilaw/contracts/billing/meter-locations/preview-field-coordinates';
import { takeFieldCoordinatesEndpoint } from '@ilaw/contracts/billing/meter-locations/take-field-coordinates';
import { assertPostedOnce, TIMES, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
let reader: TestClient & { userId: number };
let locations: TestClient;

before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t, { consumers: 5 });
  reader = await t.userWithRoles(['MeterReader']);
  locations = await t.userWithRoles(['MeterLocations']);
  const linked = await t.admin.put(`/api/v2/billing/meter-readers/${c.readerId}`, {
    userId: reader.userId,
    name: 'Reader 1',
    branchCode: 5,
  });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
  // The route as it was before anyone placed it: no coordinates, except the last consumer's.
  await t.running.database.db
    .updateTable('billing_consumers')
    .set({ latitude: null, longitude: null })
    .where('route_id', '=', c.routeId)
    .where('account_no', '<>', c.accounts[4]!)
    .execute();
});
after(async () => t.close());

const reading = (accountNo: string, presentReading: string, at: [number, number] | null) => ({
  key: randomUUID(),
  billMonthId: c.monthId,
  accountNo,
  presentReading,
  remark: null,
  basisReading: null,
  readAt: '2026-11-20T08:15:00+08:00',
  latitude: at?.[0] ?? null,
  longitude: at?.[1] ?? null,
});
const coordinates = async (accountNo: string) => {
  const r = await t.running.database.db
    .selectFrom('billing_consumers')
    .select(['latitude', 'longitude'])
    .where('account_no', '=', accountNo)
    .executeTakeFirstOrThrow();
  return r.latitude === null ? null : `${Number(r.latitude).toFixed(6)},${Number(r.longitude).toFixed(6)}`;
};

test("the readers' phones place the route's consumers that have no coordinates, once", async () => {
  // Consumers 0 and 1 read with the phone's position; 2 read without a fix; 3 not read; 4 placed
  // already (its reading's position must not move it).
  const synced = await reader.post<{ results: { outcome: string }[] }>('/api/v2/billing/meter-readings/field-sync', {
    readings: [
      reading(c.accounts[0]!, '1100', [12.3601, 121.0811]),
      reading(c.accounts[1]!, '1200', [12.3605, 121.0815]),
      reading(c.accounts[2]!, '1300', null),
      reading(c.accounts[4]!, '1400', [12.9, 121.9]),
    ],
  });
  assert.equal(synced.status, 200, JSON.stringify(synced.body));
  assert.ok(synced.body.results.every((r) => r.outcome === 'posted'));

  const preview = await locations.call(previewFieldCoordinatesEndpoint, { query: { routeId: c.routeId } });
  assert.equal(preview.missing, 4);
  assert.deepEqual(
    preview.proposals.map((p) => [p.accountNo, p.latitude, p.longitude]),
    [
      [c.accounts[0], '12.360100', '121.081100'],
      [c.accounts[1], '12.360500', '121.081500'],
    ],
  );
  // The office confirms only the first; the preview did not change anything.
  assert.equal(await coordinates(c.accounts[0]!), null);
  const first = preview.proposals[0]!.consumerId;
  const takes = await together(TIMES, () =>
    locations.post('/api/v2/billing/meter-locations/field-coordinates', { routeId: c.routeId, consumerIds: [first] }),
  );
  assertPostedOnce(takes, 200, { message: FIELD_COORDINATE_MESSAGES.nothingPlaced });
  assert.deepEqual(takes.find((r) => r.status === 200)!.body, { placed: 1, skipped: 0 });
  assert.equal(await coordinates(c.accounts[0]!), '12.360100,121.081100');
  assert.equal(await coordinates(c.accounts[1]!), null);
  assert.equal(await coordinates(c.accounts[4]!), '12.354000,121.070000');

  // The rest: the one still proposed is placed; a consumer with no phone position is skipped.
  const rest = await locations.call(takeFieldCoordinatesEndpoint, {
    body: { routeId: c.routeId, consumerIds: [preview.proposals[1]!.consumerId, first] },
  });
  assert.deepEqual(rest, { placed: 1, skipped: 1 });
  const after = await locations.call(previewFieldCoordinatesEndpoint, { query: { routeId: c.routeId } });
  assert.equal(after.missing, 2);
  assert.deepEqual(after.proposals, []);
  const audits = await t.running.database.db
    .selectFrom('audit_log')
    .select('entity_id')
    .where('entity_type', '=', 'billing-route')
    .where('action', '=', 'coordinates-from-field-readings')
    .execute();
  assert.equal(audits.length, 2);
});

test('only the holders of Meter Locations (or billing report) take coordinates; others are refused', async () => {
  const crew = await t.userWithRoles(['MobileApp']);
  assert.equal((await crew.send(previewFieldCoordinatesEndpoint, { query: { routeId: c.routeId } })).status, 403);
  assert.equal(
    (await reader.send(takeFieldCoordinatesEndpoint, { body: { routeId: c.routeId, consumerIds: [1] } })).status,
    403,
  );
  const empty = await locations.send(takeFieldCoordinatesEndpoint, { body: { routeId: c.routeId, consumerIds: [] } });
  assert.equal(empty.status, 400);
});
