// Member services benchmark (issue 14 item 10): SERVICE_REQUESTS requests over a year (set-based
// insert), then the list endpoint timed by query shape (first page, filtered, search by request
// no., by account no., by name) as p95 over many calls, beside a bare keyset query of one page in
// the same run; and the NEA complaint summary of the year, beside a bare count. Targets (on
// PostgreSQL, full size): list and search p95 < 50 ms; the year's summary < 1 s. Then connection
// orders and lifeline applications at a tenth of the requests each, their lists timed the same way.
//
// Sizes: `npm run bench -- msd` runs 20,000 requests; `--full` the 200,000.
// BENCH_MSD_REQUESTS overrides. PGlite (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server: a fresh database is created there and dropped afterwards.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { listConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { listLifelinersEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import { importFourPsEndpoint } from '@ilaw/contracts/msd/lifeliners/import-fourps';
import { listFourPsLinesEndpoint } from '@ilaw/contracts/msd/lifeliners/list-fourps-lines';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { upload } from '../../apps/api/test/billing/billing-support.ts';
import { contractUrl } from '../../apps/api/test/support/contract-client.ts';
import type { TestApp } from '../../apps/api/test/support/test-app.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

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

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
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
    await connectionsAndLifeliners(t, db, label);
  } finally {
    await t.close();
  }
}

/**
 * Connection orders and lifeliners (decision 072) at a tenth of the requests each: applications
 * with their orders, consumers with their lifeline applications; their lists' first page, a
 * status filter and a search, p95 beside a bare page query.
 */
async function connectionsAndLifeliners(
  t: TestApp,
  db: TestApp['running']['database']['db'],
  label: string,
): Promise<void> {
  const n = Math.max(100, Math.floor(SIZE / 10));
  console.log(`  [${label}] ${n.toLocaleString()} connection orders and ${n.toLocaleString()} lifeline applications`);
  const t0 = performance.now();
  await sql`
    INSERT INTO msd_connection_applications (application_no, applicant_type, capacity, applicant_name, branch_code,
      barangay, address, location_type, load_kw, stage, or_number, created_at)
    SELECT 'NCA-B-' || lpad(g::text, 7, '0'), 'Single', 'Owner', 'APPLICANT ' || g, (ARRAY[5,10,15,20,25])[1 + g % 5],
      'Poblacion', 'Purok ' || (g % 7), 'Residential', 3.5,
      CASE WHEN g % 4 = 0 THEN 'ForInstalling' ELSE 'Accomplished' END, 900000000 + g,
      now() - make_interval(secs => (g::double precision / ${n}) * 365 * 86400)
    FROM generate_series(1, ${n}) g`.execute(db);
  await sql`
    INSERT INTO msd_connection_orders (co_number, application_id, branch_code, status, or_number, account_no,
      consumer_class, town, created_at)
    SELECT 'CO-B-' || lpad(a.id::text, 7, '0'), a.id, a.branch_code,
      CASE WHEN a.stage = 'ForInstalling' THEN (CASE WHEN a.id % 2 = 0 THEN 'Issued' ELSE 'Assigned' END) ELSE 'Cancelled' END,
      a.or_number, 'B-' || a.id, 'R', 'San Jose', a.created_at
    FROM msd_connection_applications a WHERE a.application_no LIKE 'NCA-B-%'`.execute(db);
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class)
    SELECT '05-LB' || lpad(g::text, 7, '0'), 5, 'LIFELINER ' || g, 'San Jose', 'Poblacion', 'R'
    FROM generate_series(1, ${n}) g`.execute(db);
  await sql`
    INSERT INTO msd_lifeliner_applications (application_no, consumer_id, basis, household_id, beneficiary_name,
      filed_on, decision_due, status, effective_from)
    SELECT 'LL-B-' || lpad(c.id::text, 7, '0'), c.id, 'FourPs', 'HH-' || c.id, c.name, current_date - (c.id % 300),
      current_date - (c.id % 300) + 2, CASE WHEN c.id % 3 = 0 THEN 'Pending' ELSE 'Approved' END,
      CASE WHEN c.id % 3 = 0 THEN NULL ELSE current_date - (c.id % 300) + 1 END
    FROM billing_consumers c WHERE c.account_no LIKE '05-LB%'`.execute(db);
  await sql`ANALYZE`.execute(db);
  console.log(`    seed: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const staff = await t.userWithRoles(['ConnectionOrder', 'LifelinerConsumer']);
  const get = (url: string) => async () => {
    const res = await staff.request('GET', url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.raw.toString().slice(0, 200)}`);
  };
  const bare = p95(
    await timed(CALLS, async () => {
      await sql`SELECT id FROM msd_connection_orders ORDER BY created_at DESC, id DESC LIMIT 15`.execute(db);
    }),
  );
  const shapes: [string, string][] = [
    ['orders first page', contractUrl(listConnectionOrdersEndpoint)],
    ['orders assigned', contractUrl(listConnectionOrdersEndpoint, undefined, { status: 'Assigned' })],
    ['orders search CO no.', contractUrl(listConnectionOrdersEndpoint, undefined, { search: 'CO-B-00001' })],
    ['lifeliners first page', contractUrl(listLifelinersEndpoint)],
    ['lifeliners overdue', contractUrl(listLifelinersEndpoint, undefined, { overdue: 'true' })],
    ['lifeliners search', contractUrl(listLifelinersEndpoint, undefined, { search: 'LL-B-00001' })],
    ['4Ps lines to review', contractUrl(listFourPsLinesEndpoint, undefined, { outcome: 'Pending' })],
  ];
  await fourPsImport(db, staff, n, label);
  for (const [name, url] of shapes) {
    const ms = p95(await timed(CALLS, get(url)));
    console.log(
      `    ${name.padEnd(22)} p95 ${ms.toFixed(1).padStart(6)} ms (bare page ${bare.toFixed(2)} ms, ratio ${(ms / bare).toFixed(0)})`,
    );
  }
}

/**
 * The 4Ps list import (decision 116): n households against n accounts spread over 50 barangays
 * (and the lifeliners' accounts above): a third spelt alike (near), a fifth nobody, the rest
 * exact. One import, timed whole (read, match, file the applications), in rows per second.
 */
async function fourPsImport(
  db: TestApp['running']['database']['db'],
  staff: Awaited<ReturnType<TestApp['userWithRoles']>>,
  n: number,
  label: string,
): Promise<void> {
  const rows = Math.min(n, 20_000);
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class)
    SELECT '05-FB' || lpad(g::text, 7, '0'), 5, 'FOURPS' || g || ', JUAN', 'San Jose', 'Brgy ' || (g % 50), 'R'
    FROM generate_series(1, ${rows}) g`.execute(db);
  await sql`ANALYZE billing_consumers`.execute(db);
  const lines = ['Household ID,Last Name,First Name,Middle Name,Barangay,Address,Birth Date'];
  for (let g = 1; g <= rows; g += 1) {
    const first = g % 5 === 0 ? 'Pedro' : g % 3 === 0 ? 'Juam' : 'Juan';
    lines.push(`DSWD-${g},Fourps${g},${first},,Brgy ${g % 50},,`);
  }
  const t0 = performance.now();
  const res = await upload<ImportResult>(
    staff,
    contractUrl(importFourPsEndpoint),
    {},
    {
      name: 'bench-4ps.csv',
      bytes: Buffer.from(lines.join('\n')),
    },
  );
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`4Ps import answered ${res.status}: ${res.raw.toString().slice(0, 200)}`);
  console.log(
    `    [${label}] 4Ps import of ${rows.toLocaleString()} households: ${(ms / 1000).toFixed(1)} s (${Math.round((rows * 1000) / ms)} rows/s, posted ${res.body.posted})`,
  );
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
