// GIS benchmark (issue 17 item 7; docs/decisions/112): CONSUMERS located consumers inside one
// viewport (set-based insert), then the map endpoint timed as p95 over many calls at three zooms
// (the whole area in few clusters, a town in many, a street as points), beside a bare indexed
// count of the same box in the same run. Target (PostgreSQL, 20,000 consumers in the view):
// p95 < 100 ms.
//
// Sizes: `npm run bench -- gis` runs 20,000 consumers; BENCH_GIS_CONSUMERS overrides (e.g. 2000 on
// a loaded machine), BENCH_REQUESTS the calls per shape. PGlite (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a fresh database, dropped afterwards).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { getMapViewEndpoint } from '@ilaw/contracts/gis/map/get-map-view';
import { contractUrl } from '../../apps/api/test/support/contract-client.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const TARGET_SIZE = 20_000;
const SIZE = Number(process.env['BENCH_GIS_CONSUMERS'] ?? TARGET_SIZE);
const CALLS = Number(process.env['BENCH_REQUESTS'] ?? 100);
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

    const viewer = await t.userWithRoles(['BillingReport']);
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
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
