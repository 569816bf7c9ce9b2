// Member services benchmark (issue 14 item 10): SERVICE_REQUESTS requests over a year (set-based
// insert), then the list endpoint timed by query shape (first page, filtered, search by request
// no., by account no., by name) as p95 over many calls, beside a bare keyset query of one page in
// the same run; and the NEA complaint summary of the year, beside a bare count. Targets (on
// PostgreSQL, full size): list and search p95 < 50 ms; the year's summary < 1 s.
//
// Sizes: `npm run bench -- msd` runs 20,000 requests; `--full` the 200,000.
// BENCH_MSD_REQUESTS overrides. PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server: a fresh database is created there and dropped afterwards.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { contractUrl } from '../../apps/api/test/support/contract-client.ts';
import { createTestApp } from '../../apps/api/test/support/test-app.ts';

const FULL = process.argv.includes('--full') || process.env['BENCH_FULL'] === '1';
const FULL_SIZE = 200_000;
const SIZE = Number(process.env['BENCH_MSD_REQUESTS'] ?? (FULL ? FULL_SIZE : FULL_SIZE / 10));
const CALLS = Number(process.env['BENCH_REQUESTS'] ?? 200);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(calls: number, once: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await once();
  const out: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const t0 = performance.now();
    await once();
    out.push(performance.now() - t0);
  }
  return out;
}

async function scenario(label: 'PGlite' | 'PostgreSQL', pgUrl: string | null): Promise<void> {
  const saved = process.env['TEST_DATABASE_URL'];
  if (pgUrl) process.env['TEST_DATABASE_URL'] = pgUrl;
  else delete process.env['TEST_DATABASE_URL'];
  const t = await createTestApp();
  if (saved !== undefined) process.env['TEST_DATABASE_URL'] = saved;
  else delete process.env['TEST_DATABASE_URL'];
  const db = t.running.database.db;
  try {
    console.log(`  [${label}] ${SIZE.toLocaleString()} service requests over a year`);
    let t0 = performance.now();
    await sql`INSERT INTO teams (name, branch_code) SELECT 'Bench Crew ' || g, (ARRAY[5,10,15,20,25])[1 + g % 5]
      FROM generate_series(1, 10) g`.execute(db);
    // Spread over the year, a tenth open, a tenth late; names and accounts searchable by prefix.
    await sql`
      INSERT INTO msd_service_requests (request_no, type_id, subtype_id, nea_category, target_hours, clock_basis,
        account_no, consumer_name, location_type, branch_code, barangay, requester_name, description, status,
        approval_state, received_at, due_at, team_id, schedule_date, assigned_at, dispatched_at, arrived_at,
        accomplished_at, findings)
      SELECT 'SR-B-' || lpad(g::text, 7, '0'), s.parent_id, s.id, s.nea_category, s.target_hours, s.clock_basis,
        lpad((g % 9)::text, 2, '0') || '-' || lpad(g::text, 7, '0'), 'CONSUMER ' || (g % 5000) || ', JUAN ' || g,
        'Residential', (ARRAY[5,10,15,20,25])[1 + g % 5], 'Poblacion', 'Juan ' || g, 'Bench request',
        CASE WHEN g % 10 = 0 THEN 'ForSchedule' WHEN g % 10 = 1 THEN 'Scheduled' ELSE 'Accomplished' END,
        'Approved', r.at, r.at + make_interval(hours => s.target_hours),
        CASE WHEN g % 10 = 0 THEN NULL ELSE 1 + g % 10 END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE (r.at AT TIME ZONE 'Asia/Manila')::date END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE r.at + interval '10 minutes' END,
        CASE WHEN g % 10 < 2 THEN NULL ELSE r.at + interval '30 minutes' END,
        CASE WHEN g % 10 < 2 THEN NULL ELSE r.at + interval '60 minutes' END,
        CASE WHEN g % 10 < 2 THEN NULL
             ELSE r.at + make_interval(hours => s.target_hours) * (CASE WHEN g % 10 = 2 THEN 1.5 ELSE 0.5 END) END,
        CASE WHEN g % 10 < 2 THEN NULL ELSE 'Fixed.' END
      FROM generate_series(1, ${SIZE}) g
      CROSS JOIN LATERAL (SELECT now() - make_interval(secs => (g::double precision / ${SIZE}) * 365 * 86400) AS at) r
      JOIN LATERAL (SELECT * FROM msd_service_request_types x WHERE x.parent_id IS NOT NULL
                    ORDER BY x.id OFFSET (g % 15) LIMIT 1) s ON true`.execute(db);
    await sql`ANALYZE`.execute(db);
    console.log(`    seed: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const clerk = await t.userWithRoles(['ServiceRequest', 'ServiceRequestReport']);
    const list = (query: Record<string, unknown>) => async () => {
      const res = await clerk.request('GET', contractUrl(listServiceRequestsEndpoint, undefined, query));
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${res.raw.toString().slice(0, 200)}`);
    };
    const bare = await timed(CALLS, async () => {
      await sql`SELECT id, request_no FROM msd_service_requests ORDER BY received_at DESC, id DESC LIMIT 15`.execute(
        db,
      );
    });
    const shapes: [string, Record<string, unknown>][] = [
      ['first page', {}],
      ['open, one branch', { status: 'ForSchedule', branchCode: 10 }],
      ['overdue', { overdue: 'true' }],
      ['search request no.', { search: 'SR-B-00123' }],
      ['search account no.', { search: '03-00012' }],
      ['search name', { search: 'CONSUMER 4321' }],
    ];
    const target = pgUrl && SIZE >= FULL_SIZE ? 50 : null;
    for (const [name, query] of shapes) {
      const ms = p95(await timed(CALLS, list(query)));
      console.log(
        `    list ${name.padEnd(20)} p95 ${ms.toFixed(1).padStart(6)} ms (bare page ${p95(bare).toFixed(2)} ms, ratio ${(ms / p95(bare)).toFixed(0)})` +
          (target === null ? '' : `; target < ${target} ms: ${ms < target ? 'MET' : 'MISSED'}`),
      );
    }
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() + 8 * 3_600_000 - 365 * 86_400_000).toISOString().slice(0, 10);
    t0 = performance.now();
    await sql`SELECT branch_code, nea_category, count(*) FROM msd_service_requests GROUP BY 1, 2`.execute(db);
    const bareSummary = performance.now() - t0;
    t0 = performance.now();
    await clerk.call(getDateAccomplishedSummaryEndpoint, { query: { dateFrom: yearAgo, dateTo: today } });
    const summary = performance.now() - t0;
    console.log(
      `    a year's complaint summary: ${(summary / 1000).toFixed(2)} s (bare count ${(bareSummary / 1000).toFixed(2)} s, ratio ${(summary / bareSummary).toFixed(1)})` +
        (pgUrl && SIZE >= FULL_SIZE ? `; target < 1 s: ${summary < 1000 ? 'MET' : 'MISSED'}` : ''),
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  if (process.env['BENCH_SKIP_PGLITE'] !== '1') await scenario('PGlite', null);
  const pgUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (pgUrl) await scenario('PostgreSQL', pgUrl);
  else console.log('  (PostgreSQL: set BENCH_DATABASE_URL to a server to run it there too)');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
