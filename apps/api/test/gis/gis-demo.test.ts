// The GIS demo (issue 17, item 6; docs/decisions/112): the demo consumers of three branches stand
// in their routes' streets in reading sequence (each route walked in short legs), and a pole stands
// under every mounted transformer carrying it, with two line poles beside it; a second run adds none.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { seedBillingData } from '../../src/modules/billing/demo/seed-billing.ts';
import {
  distanceM,
  nearestNeighbourOrder,
  walkDistanceM,
} from '../../src/modules/billing/compute/nearest-neighbour.ts';
import { seedGisDemo } from '../../src/modules/gis/demo/seed-gis-demo.ts';
import { seedTsdDemo } from '../../src/modules/tsd/demo/seed-tsd-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('demo consumers of three branches are located, each route in reading sequence along its streets', async () => {
  const db = t.running.database.db;
  await seedBillingData(db, {
    tag: 'G',
    consumers: 1800,
    branches: [5, 10, 15],
    routesPerBranch: 12,
    firstPeriod: '2019-01',
    months: 1,
  });
  const rows = await sql<{ route_id: number; id: number; latitude: string | null; longitude: string | null }>`
    SELECT route_id, id, latitude, longitude FROM billing_consumers WHERE account_no LIKE '__-G%'
    ORDER BY route_id, sequence, account_no`.execute(db);
  assert.equal(rows.rows.length, 1800);
  assert.ok(rows.rows.every((r) => r.latitude !== null && r.longitude !== null));
  const routes = new Map<number, { id: number; latitude: number; longitude: number }[]>();
  for (const r of rows.rows) {
    const list = routes.get(r.route_id) ?? [];
    list.push({ id: r.id, latitude: Number(r.latitude), longitude: Number(r.longitude) });
    routes.set(r.route_id, list);
  }
  assert.equal(routes.size, 36);
  for (const stops of routes.values()) {
    // Reading sequence is a walk of short legs (a street's neighbours, a turn at its end) ...
    for (let i = 1; i < stops.length; i++) assert.ok(distanceM(stops[i - 1]!, stops[i]!) < 120);
    // ... no longer than 1.25 times the nearest-neighbour walk from the same start.
    const byId = new Map(stops.map((s) => [s.id, s]));
    const nn = nearestNeighbourOrder(stops).map((id) => byId.get(id)!);
    assert.ok(walkDistanceM(stops) <= walkDistanceM(nn) * 1.25);
  }
});

test('a pole under every mounted transformer, carrying it, and two line poles beside it', async () => {
  const db = t.running.database.db;
  await seedTsdDemo(db, () => {});
  await seedGisDemo(db, () => {});
  await seedGisDemo(db, () => {});
  const r = await sql<{ mounted: number; poles: number; carrying: number; carried: number }>`
    SELECT (SELECT count(*)::int FROM tsd_transformers WHERE mounting = 'Mounted' AND latitude IS NOT NULL) AS mounted,
      (SELECT count(*)::int FROM gis_poles) AS poles,
      (SELECT count(*)::int FROM gis_poles WHERE transformer_id IS NOT NULL) AS carrying,
      (SELECT count(DISTINCT transformer_id)::int FROM gis_poles) AS carried`.execute(db);
  const x = r.rows[0]!;
  assert.ok(x.mounted > 1000, JSON.stringify(x));
  assert.deepEqual(x, { mounted: x.mounted, poles: x.mounted * 3, carrying: x.mounted, carried: x.mounted });
  const far = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM gis_poles p JOIN tsd_transformers t ON t.id = p.transformer_id
    WHERE p.latitude <> t.latitude OR p.longitude <> t.longitude`.execute(db);
  assert.equal(far.rows[0]!.n, 0);
});
