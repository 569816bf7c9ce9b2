// GIS benchmark (issue 17 item 7; docs/decisions/112): CONSUMERS located consumers inside one
// viewport (set-based insert), then the map endpoint timed as p95 over many calls at three zooms
// (the whole area in few clusters, a town in many, a street as points), beside a bare indexed
// count of the same box in the same run. Target (PostgreSQL, 20,000 consumers in the view):
// p95 < 100 ms.
//
// The transformer and service request layers (decision 115: their location indexes, migrations
// 0623 and 0713) are timed the same way with BENCH_GIS_TRANSFORMERS transformers (a latest load
// reading each, the transformer map's groups) and BENCH_GIS_REQUESTS located service requests in
// the same viewport, beside a bare indexed count of each table's box.
//
// Sizes: `npm run bench -- gis` runs 20,000 consumers, 5,000 transformers and 20,000 requests;
// BENCH_GIS_CONSUMERS, BENCH_GIS_TRANSFORMERS and BENCH_GIS_REQUESTS override (e.g. 2000, 500 and
// 2000 on a loaded machine), BENCH_REQUESTS the calls per shape. PGlite (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a fresh database, dropped afterwards).
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { getMapViewEndpoint } from '@ilaw/contracts/gis/map/get-map-view';
import { contractUrl } from '../../apps/api/test/support/contract-client.ts';
import type { Database } from '../../apps/api/src/platform/db/schema.ts';
import type { TestClient } from '../../apps/api/test/support/test-app.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const TARGET_SIZE = 20_000;
const SIZE = Number(process.env['BENCH_GIS_CONSUMERS'] ?? TARGET_SIZE);
const CALLS = Number(process.env['BENCH_REQUESTS'] ?? 100);
const TRANSFORMERS = Number(process.env['BENCH_GIS_TRANSFORMERS'] ?? 5_000);
const SERVICE_REQUESTS = Number(process.env['BENCH_GIS_REQUESTS'] ?? 20_000);
const VIEW = { south: 12.3, west: 121.0, north: 12.5, east: 121.2 };

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(calls: number, once: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 5; i += 1) await once();
  const out: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const t0 = performance.now();
    await once();
    out.push(performance.now() - t0);
  }
  return out;
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  const db = t.running.database.db;
  try {
    console.log(`  [${label}] ${SIZE.toLocaleString()} located consumers in one viewport`);
    const t0 = performance.now();
    // Denser in three towns, the rest spread over the area (pseudo-random, repeatable).
    await sql`
      INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, latitude, longitude)
      SELECT 'GB-' || lpad(g::text, 7, '0'), (ARRAY[5, 10, 15])[1 + g % 3], 'BENCH, CONSUMER ' || g, 'Town', 'Barangay',
        (ARRAY['R','R','R','R','R','R','C','I','P','S'])[1 + g % 10],
        round((CASE WHEN g % 4 = 0 THEN 12.3 + ((g::bigint * 7919) % 20000) / 100000.0
                    ELSE 12.35 + (g % 3) * 0.05 + ((g::bigint * 7919) % 2000) / 100000.0 END)::numeric, 6),
        round((CASE WHEN g % 4 = 0 THEN 121.0 + ((g::bigint * 104729) % 20000) / 100000.0
                    ELSE 121.05 + (g % 3) * 0.04 + ((g::bigint * 104729) % 2000) / 100000.0 END)::numeric, 6)
      FROM generate_series(1, ${SIZE}) g`.execute(db);
    await sql`ANALYZE billing_consumers`.execute(db);
    console.log(`    seed: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await seedOtherLayers(db);

    // Reads every layer: billing's consumers, the registry's transformers, member services' requests.
    const viewer = await t.userWithRoles(['BillingReport', 'DistributionTransformer', 'ServiceRequest']);
    const bare = p95(
      await timed(CALLS, async () => {
        await sql`SELECT count(*) FROM billing_consumers WHERE latitude BETWEEN ${VIEW.south}::numeric AND ${VIEW.north}::numeric
          AND longitude BETWEEN ${VIEW.west}::numeric AND ${VIEW.east}::numeric`.execute(db);
      }),
    );
    const target = pgUrl && SIZE >= TARGET_SIZE ? 100 : null;
    const shapes: [string, Record<string, unknown>][] = [
      ['whole area, zoom 12', { ...VIEW, zoom: 12 }],
      ['a town, zoom 15', { south: 12.35, west: 121.05, north: 12.37, east: 121.07, zoom: 15 }],
      ['a street, zoom 18', { south: 12.36, west: 121.06, north: 12.3625, east: 121.0625, zoom: 18 }],
      ['whole area, zoom 12, class R', { ...VIEW, zoom: 12, consumerClass: 'R' }],
    ];
    for (const [name, query] of shapes) {
      const url = contractUrl(getMapViewEndpoint, undefined, { ...query, layers: 'consumers' });
      let shown = 0;
      const ms = p95(
        await timed(CALLS, async () => {
          const res = await viewer.request<{ clusters: unknown[]; points: unknown[] }>('GET', url);
          if (res.status !== 200) throw new Error(`map answered ${res.status}: ${res.raw.toString().slice(0, 200)}`);
          shown = res.body.clusters.length + res.body.points.length;
        }),
      );
      console.log(
        `    map ${name.padEnd(30)} p95 ${ms.toFixed(1).padStart(6)} ms, ${String(shown).padStart(4)} markers (bare box count ${bare.toFixed(2)} ms, ratio ${(ms / bare).toFixed(1)})` +
          (target === null ? '' : `; target < ${target} ms: ${ms < target ? 'MET' : 'MISSED'}`),
      );
    }
    await otherLayers(label, viewer, pgUrl !== null, db);
  } finally {
    await t.close();
  }
}

/** The same pseudo-random spread for transformers and located service requests (set-based). */
async function seedOtherLayers(db: Kysely<Database>): Promise<void> {
  const t0 = performance.now();
  const lat = (salt: number) => sql.raw(`round((12.3 + ((g::bigint * ${salt}) % 20000) / 100000.0)::numeric, 6)`);
  const lng = (salt: number) => sql.raw(`round((121.0 + ((g::bigint * ${salt + 1}) % 20000) / 100000.0)::numeric, 6)`);
  const brand = await sql<{ id: number }>`
    INSERT INTO tsd_transformer_brands (name) VALUES ('Bench brand') RETURNING id`.execute(db);
  await sql`
    INSERT INTO tsd_transformers (serial_no, brand_id, kva, phase, primary_voltage, secondary_voltage, core, bushing,
      cooling_class, temperature_rise, ownership, mounting, branch_code, pole_no, latitude, longitude)
    SELECT 'GBT-' || lpad(g::text, 7, '0'), ${brand.rows[0]!.id}, 25, 'SinglePhase', 7620, 240, 'SiliconSteelCore',
      'DoubleBushing', 'OA', 65, 'Cooperative', CASE WHEN g % 10 = 0 THEN 'Dismounted' ELSE 'Mounted' END,
      (ARRAY[5, 10, 15])[1 + g % 3], 'P-' || g, ${lat(6007)}, ${lng(6007)}
    FROM generate_series(1, ${TRANSFORMERS}) g`.execute(db);
  // Two readings each (the older of another flag): the layer takes the latest.
  await sql`
    INSERT INTO tsd_load_readings (transformer_id, read_at, current_a, voltage_a, kva, loading_pct, imbalance_pct,
      imbalanced, flag, reader_name)
    SELECT t.id, now() - (r || ' days')::interval, 10, 230, 2.3, 50, 0, false,
      (ARRAY['Normal', 'Overload', 'Underload'])[1 + (t.id + r) % 3], 'Bench'
    FROM tsd_transformers t CROSS JOIN generate_series(1, 2) r WHERE t.serial_no LIKE 'GBT-%' AND t.id % 7 <> 0`.execute(
    db,
  );
  const type = await sql<{ id: number }>`SELECT id FROM msd_service_request_types WHERE code = 'NP'`.execute(db);
  await sql`
    INSERT INTO msd_service_requests (request_no, type_id, nea_category, target_hours, clock_basis, location_type,
      branch_code, latitude, longitude, requester_name, description, status, approval_state, received_at, due_at)
    SELECT 'GBSR-' || lpad(g::text, 7, '0'), ${type.rows[0]!.id}, '1c', 4, 'Calendar', 'Residential',
      (ARRAY[5, 10, 15])[1 + g % 3], ${lat(7001)}, ${lng(7001)}, 'Bench', 'No power',
      (ARRAY['ForSchedule', 'Scheduled', 'Accomplished', 'Accomplished'])[1 + g % 4], 'New', now(), now()
    FROM generate_series(1, ${SERVICE_REQUESTS}) g`.execute(db);
  await sql`ANALYZE tsd_transformers`.execute(db);
  await sql`ANALYZE tsd_load_readings`.execute(db);
  await sql`ANALYZE msd_service_requests`.execute(db);
  console.log(
    `    ${TRANSFORMERS.toLocaleString()} transformers, ${SERVICE_REQUESTS.toLocaleString()} service requests: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

async function otherLayers(
  label: string,
  viewer: TestClient,
  onPostgres: boolean,
  db: Kysely<Database>,
): Promise<void> {
  const box = (table: string) =>
    sql`SELECT count(*) FROM ${sql.table(table)} WHERE latitude BETWEEN ${VIEW.south}::numeric AND ${VIEW.north}::numeric
      AND longitude BETWEEN ${VIEW.west}::numeric AND ${VIEW.east}::numeric`;
  const target = onPostgres && SIZE >= TARGET_SIZE ? 100 : null;
  const shapes: [string, string, Record<string, unknown>][] = [
    ['transformers, zoom 12', 'tsd_transformers', { ...VIEW, zoom: 12, layers: 'transformers' }],
    [
      'transformers overloaded, zoom 12',
      'tsd_transformers',
      { ...VIEW, zoom: 12, layers: 'transformers', transformerGroup: 'Overloaded' },
    ],
    [
      'transformers, a town, zoom 15',
      'tsd_transformers',
      { south: 12.35, west: 121.05, north: 12.37, east: 121.07, zoom: 15, layers: 'transformers' },
    ],
    ['service requests, zoom 12', 'msd_service_requests', { ...VIEW, zoom: 12, layers: 'serviceRequests' }],
    [
      'requests for schedule, zoom 12',
      'msd_service_requests',
      { ...VIEW, zoom: 12, layers: 'serviceRequests', requestStatus: 'ForSchedule' },
    ],
    [
      'requests, a street, zoom 18',
      'msd_service_requests',
      { south: 12.36, west: 121.06, north: 12.3625, east: 121.0625, zoom: 18, layers: 'serviceRequests' },
    ],
  ];
  for (const [name, table, query] of shapes) {
    const bare = p95(
      await timed(CALLS, async () => {
        await box(table).execute(db);
      }),
    );
    const url = contractUrl(getMapViewEndpoint, undefined, query);
    let shown = 0;
    const ms = p95(
      await timed(CALLS, async () => {
        const res = await viewer.request<{ clusters: unknown[]; points: unknown[] }>('GET', url);
        if (res.status !== 200) throw new Error(`map answered ${res.status}: ${res.raw.toString().slice(0, 200)}`);
        shown = res.body.clusters.length + res.body.points.length;
      }),
    );
    console.log(
      `    [${label}] map ${name.padEnd(34)} p95 ${ms.toFixed(1).padStart(6)} ms, ${String(shown).padStart(4)} markers (bare box count ${bare.toFixed(2)} ms, ratio ${(ms / bare).toFixed(1)})` +
        (target === null ? '' : `; target < ${target} ms: ${ms < target ? 'MET' : 'MISSED'}`),
    );
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
