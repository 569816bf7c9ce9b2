// The transformer map (docs/decisions/115): /tsd/distribution-transformer/map reads /map's endpoint,
// its transformer layer split by mounting and latest loading; the transformer and service request
// layers read their location indexes (migrations 0623, 0713), checked with EXPLAIN.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { MapView } from '@ilaw/contracts/gis/map/map';
import { sql } from 'kysely';
import { cellDegrees, gridCellsQuery } from '../../src/platform/db/grid-clusters.ts';
import { serviceRequestMapSource } from '../../src/modules/msd/public.ts';
import { transformerMapSource } from '../../src/modules/tsd/public.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { registerTransformer, setUpTsd, type Tsd } from '../tsd/tsd-support.ts';

const MAP = '/api/v2/gis/map';
const VIEW = { south: '13.0', west: '122.0', north: '13.2', east: '122.2', zoom: '19', layers: 'transformers' };
let t: TestApp;
let tsd: Tsd;
const serial: Record<string, string> = {};

before(async () => {
  t = await createTestApp();
  tsd = await setUpTsd(t);
  const db = t.running.database.db;
  // Five transformers 100 m apart, one per group.
  const groups = ['Overloaded', 'Underloaded', 'Normal', 'NotRead', 'Dismounted'];
  for (const [i, group] of groups.entries()) {
    const tr = await registerTransformer(tsd, { latitude: (13.1 + i * 0.001).toFixed(6), longitude: '122.1' });
    serial[group] = tr.serialNo;
    if (group !== 'Dismounted') {
      await db.updateTable('tsd_transformers').set({ mounting: 'Mounted' }).where('id', '=', tr.id).execute();
    }
    const flag = { Overloaded: 'Overload', Underloaded: 'Underload', Normal: 'Normal' }[group];
    if (flag !== undefined) {
      // An older reading of another flag: only the latest counts.
      for (const [at, f] of [
        ['2026-01-01T08:00:00Z', flag === 'Normal' ? 'Overload' : 'Normal'],
        ['2026-02-01T08:00:00Z', flag],
      ] as const) {
        await sql`INSERT INTO tsd_load_readings (transformer_id, read_at, current_a, voltage_a, kva, loading_pct,
            imbalance_pct, imbalanced, flag, reader_name)
          VALUES (${tr.id}, ${at}, 10, 230, 2.3, 50, 0, false, ${f}, 'Reader')`.execute(db);
      }
    }
  }
});
after(async () => t.close());

const view = (client: TestClient, query: Record<string, string>) =>
  client.get<MapView>(MAP, { query: { ...VIEW, ...query } });

test('each transformer answers its group as its status; a group filter shows that group only', async () => {
  const all = await view(tsd.registrar, {});
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.deepEqual(all.body.layers, ['transformers']);
  const byLabel = new Map(all.body.points.map((p) => [p.label, p.status]));
  for (const [group, s] of Object.entries(serial)) assert.equal(byLabel.get(s), group, group);
  for (const [group, s] of Object.entries(serial)) {
    const one = await view(tsd.registrar, { transformerGroup: group });
    assert.equal(one.status, 200);
    assert.deepEqual(
      one.body.points.map((p) => p.label),
      [s],
      group,
    );
    assert.equal(one.body.totals.transformers, 1);
  }
  // Zoomed out, the overloaded ones cluster by themselves.
  const far = await view(tsd.registrar, { zoom: '10', transformerGroup: 'Overloaded' });
  assert.equal(far.body.totals.transformers, 1);
  assert.equal(far.body.clusters.length, 0);
});

test('refusals: an unknown group is a bad request; a user who reads no layer is refused', async () => {
  const bad = await view(tsd.registrar, { transformerGroup: 'Burnt' });
  assert.equal(bad.status, 400);
  const stranger = await t.userWithRoles(['Employee']);
  assert.equal((await view(stranger, {})).status, 403);
  // A service request reader asking only for transformers gets no layer.
  const msd = await t.userWithRoles(['ServiceRequest']);
  const none = await view(msd, {});
  assert.equal(none.status, 200);
  assert.deepEqual(none.body.layers, []);
  assert.deepEqual(none.body.points, []);
});

test('the transformer and service request layers read their location indexes', async () => {
  const db = t.running.database.db;
  const box = { south: 13, west: 122, north: 13.2, east: 122.2, cell: cellDegrees(15) };
  const plan = async (query: ReturnType<typeof gridCellsQuery>) =>
    db.transaction().execute(async (trx) => {
      // A handful of rows: without this the planner rightly reads the table; the point is that it can use the index.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  assert.match(await plan(gridCellsQuery(transformerMapSource({ branchCode: 5 }), box)), /tsd_transformers_location/);
  assert.match(
    await plan(gridCellsQuery(transformerMapSource({ group: 'Overloaded' }), box)),
    /tsd_transformers_location/,
  );
  assert.match(
    await plan(gridCellsQuery(serviceRequestMapSource({ status: 'ForSchedule' }), box)),
    /msd_service_requests_location/,
  );
});
