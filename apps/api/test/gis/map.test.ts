// The map (issue 17, item 4; docs/decisions/112): a viewport's layers clustered on the zoom's grid
// (a cell of one record answers the record), the filters, each layer for its own readers, search,
// the basemap setting, and the refusals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { MapView, MapPoint } from '@ilaw/contracts/gis/map/map';
import type { MapSettings } from '@ilaw/contracts/gis/map/get-map-settings';
import { sql } from 'kysely';
import { setUpCoop, type Coop } from '../billing/billing-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { registerTransformer, setUpTsd } from '../tsd/tsd-support.ts';

const MAP = '/api/v2/gis/map';
const VIEW = { south: '12.3', west: '121.0', north: '12.5', east: '121.2' };
let t: TestApp;
let coop: Coop;
let gatherer: TestClient;
/** Reads every layer: the gatherer's three and the service requests. */
let all: TestClient;
let locator: TestClient;
let serial: string;

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t, { consumers: 4 }); // 12.350-12.353, 121.07; the fourth is Commercial
  gatherer = await t.userWithRoles(['DataGatherer']);
  locator = await t.userWithRoles(['MeterLocations']);
  all = await t.userWithRoles(['DataGatherer', 'ServiceRequest']);
  const tsd = await setUpTsd(t);
  const tr = await registerTransformer(tsd, { latitude: '12.4', longitude: '121.1' });
  serial = tr.serialNo;
  const pole = await gatherer.post('/api/v2/gis/poles', {
    poleNo: 'MAP-P1',
    poleType: 'Concrete',
    heightFt: '40',
    branchCode: 5,
    latitude: '12.4001',
    longitude: '121.1001',
    transformerSerialNo: serial,
    gatheredOn: '2026-01-10',
  });
  assert.equal(pole.status, 201, JSON.stringify(pole.body));
  const db = t.running.database.db;
  const type = await db
    .selectFrom('msd_service_request_types')
    .select('id')
    .where('code', '=', 'NP-RES')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO msd_service_requests (request_no, type_id, nea_category, target_hours, clock_basis, location_type,
      branch_code, latitude, longitude, requester_name, description, approval_state, received_at, due_at)
    VALUES ('SR-MAP-0001', ${type.id}, '1c', 4, 'Calendar', 'Residential', 5, 12.45, 121.15, 'Juan', 'No power',
      'New', now(), now() + interval '4 hours')`.execute(db);
});
after(async () => t.close());

const view = (client: TestClient, query: Record<string, string>) =>
  client.get<MapView>(MAP, { query: { ...VIEW, ...query } });
const labels = (points: MapPoint[], layer: string) =>
  points
    .filter((p) => p.layer === layer)
    .map((p) => p.label)
    .sort();

test('zoomed out, the four consumers are one cluster; zoomed in, four points with their records', async () => {
  const far = await all.get<MapView>(MAP, { query: { ...VIEW, zoom: '10' } });
  assert.equal(far.status, 200, JSON.stringify(far.body));
  assert.deepEqual(far.body.layers, ['consumers', 'transformers', 'poles', 'serviceRequests']);
  const cluster = far.body.clusters.find((c) => c.layer === 'consumers');
  assert.equal(cluster?.count, 4);
  assert.ok(Math.abs(cluster.latitude - 12.3515) < 1e-6);
  assert.deepEqual(far.body.totals, { consumers: 4, transformers: 1, poles: 1, serviceRequests: 1 });
  // The transformer and its pole are 14 m apart: different layers, never one cluster.
  assert.deepEqual(labels(far.body.points, 'transformers'), [serial]);
  assert.deepEqual(labels(far.body.points, 'poles'), ['MAP-P1']);
  assert.deepEqual(labels(far.body.points, 'serviceRequests'), ['SR-MAP-0001']);

  const near = await view(all, { zoom: '19' });
  assert.deepEqual(labels(near.body.points, 'consumers'), [...coop.accounts].sort());
  const first = near.body.points.find((p) => p.label === coop.accounts[0]);
  assert.deepEqual(first, {
    layer: 'consumers',
    id: first?.id,
    latitude: 12.35,
    longitude: 121.07,
    label: coop.accounts[0],
    detail: first?.detail,
    status: 'Active',
    accountNo: coop.accounts[0],
  });
  assert.match(first?.detail ?? '', /^DELA CRUZ\d+, JUAN 0$/);
  const pole = near.body.points.find((p) => p.layer === 'poles');
  assert.equal(pole?.detail, `Concrete, 40.0 ft, carries ${serial}`);
});

test('filters: class, route, account status, branch, layers, and the view itself', async () => {
  const commercial = await view(all, { zoom: '19', consumerClass: 'C', layers: 'consumers' });
  assert.deepEqual(commercial.body.layers, ['consumers']);
  assert.deepEqual(labels(commercial.body.points, 'consumers'), [coop.accounts[3]]);
  const route = await view(all, { zoom: '19', routeId: String(coop.routeId + 999), layers: 'consumers' });
  assert.deepEqual(route.body.points, []);
  const disconnected = await view(all, { zoom: '19', accountStatus: 'Disconnected', layers: 'consumers' });
  assert.deepEqual(disconnected.body.totals, { consumers: 0 });
  const otherBranch = await view(all, { zoom: '19', branchCode: '10' });
  assert.deepEqual(otherBranch.body.totals, { consumers: 0, transformers: 0, poles: 0, serviceRequests: 0 });
  const done = await view(all, { zoom: '19', requestStatus: 'Accomplished', layers: 'serviceRequests' });
  assert.deepEqual(done.body.points, []);
  // Outside the view: nothing.
  const elsewhere = await all.get<MapView>(MAP, {
    query: { south: '7', west: '125', north: '7.2', east: '125.2', zoom: '12' },
  });
  assert.deepEqual(elsewhere.body.clusters, []);
  assert.deepEqual(elsewhere.body.points, []);
  // An upside-down view, an unknown layer and a zoom past 22 are refused.
  assert.equal((await all.get(MAP, { query: { ...VIEW, north: '12.2', zoom: '10' } })).status, 400);
  assert.equal((await view(all, { zoom: '10', layers: 'rivers' })).status, 400);
  assert.equal((await view(all, { zoom: '23' })).status, 400);
});

test('each layer for its readers only; a user who reads none is refused', async () => {
  const mine = await view(locator, { zoom: '19' });
  assert.equal(mine.status, 200);
  assert.deepEqual(mine.body.layers, ['consumers']);
  assert.deepEqual([...new Set(mine.body.points.map((p) => p.layer))], ['consumers']);
  // Asking for a layer one may not read leaves it out.
  const asked = await view(locator, { zoom: '19', layers: 'poles,transformers' });
  assert.deepEqual(asked.body.layers, []);
  assert.deepEqual((await view(gatherer, { zoom: '10' })).body.layers, ['consumers', 'transformers', 'poles']);
  const lineman = await t.userWithRoles(['ServiceRequestLineman']);
  assert.deepEqual((await view(lineman, { zoom: '19' })).body.layers, ['serviceRequests']);
  const stranger = await t.userWithRoles(['Employee']);
  assert.equal((await view(stranger, { zoom: '10' })).status, 403);
  assert.equal((await stranger.get(`${MAP}/search`, { query: { q: '05' } })).status, 403);
  assert.equal((await stranger.get(`${MAP}/settings`)).status, 403);
  assert.equal((await t.anonymous().get(MAP, { query: { ...VIEW, zoom: '10' } })).status, 401);
});

test('search finds located records of the readable layers by the start of their text', async () => {
  const byAccount = await all.get<MapPoint[]>(`${MAP}/search`, { query: { q: coop.accounts[1]! } });
  assert.equal(byAccount.status, 200, JSON.stringify(byAccount.body));
  assert.deepEqual(
    byAccount.body.map((p) => [p.layer, p.label]),
    [['consumers', coop.accounts[1]]],
  );
  const byName = await all.get<MapPoint[]>(`${MAP}/search`, { query: { q: 'dela cruz' } });
  assert.equal(byName.body.length, 4);
  const byPole = await all.get<MapPoint[]>(`${MAP}/search`, { query: { q: 'map-p' } });
  assert.deepEqual(
    byPole.body.map((p) => p.label),
    ['MAP-P1'],
  );
  const bySerial = await all.get<MapPoint[]>(`${MAP}/search`, { query: { q: serial.toLowerCase() } });
  assert.deepEqual(
    bySerial.body.map((p) => p.layer),
    ['transformers'],
  );
  // A wildcard is text, not a pattern; the locator does not find poles.
  assert.deepEqual((await all.get<MapPoint[]>(`${MAP}/search`, { query: { q: '%' } })).body, []);
  assert.deepEqual((await locator.get<MapPoint[]>(`${MAP}/search`, { query: { q: 'map-p' } })).body, []);
  const sr = await all.get<MapPoint[]>(`${MAP}/search`, { query: { q: 'SR-MAP' } });
  assert.deepEqual(
    sr.body.map((p) => p.label),
    ['SR-MAP-0001'],
  );
});

test('the basemap is configuration: OpenStreetMap by default; the map opens on the poles', async () => {
  const s = await all.get<MapSettings>(`${MAP}/settings`);
  assert.equal(s.status, 200);
  assert.equal(s.body.tileUrl, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  assert.match(s.body.attribution, /OpenStreetMap/);
  assert.deepEqual(s.body.center, { latitude: 12.4001, longitude: 121.1001 });
});
