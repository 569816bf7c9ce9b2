// Billing benchmark: reading upload, bulk bill computation (and a second run that posts none),
// consumer search. Each is printed beside a baseline measured in the same run on the same
// database (bare INSERT ... SELECT of as many rows / the bare search SQL), as a ratio.
// Sizes: BENCH_BILLING_BILLS (default 10,000; issue target 100,000) and BENCH_BILLING_SEARCH
// (default 30,000 consumers; target 300,000). PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestApp } from '../../apps/api/test/support/test-app.ts';
import { computeBills } from '../../apps/api/src/modules/billing/compute/compute-bills.ts';
import { seedBillingData, seedReadings } from '../../apps/api/src/modules/billing/demo/seed-billing.ts';
import { postReadingFile, EXTRACT_COLUMNS } from '../../apps/api/src/modules/billing/readings.ts';

const BILLS = Number(process.env['BENCH_BILLING_BILLS'] ?? 10_000);
const SEARCH = Number(process.env['BENCH_BILLING_SEARCH'] ?? 30_000);

const secs = (t0: number) => (performance.now() - t0) / 1000;
function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0;
}

async function scenario(label: string, env: Record<string, string>): Promise<void> {
  const saved = process.env['TEST_DATABASE_URL'];
  if (!env['USE_PG']) delete process.env['TEST_DATABASE_URL'];
  const t = await createTestApp();
  if (saved !== undefined) process.env['TEST_DATABASE_URL'] = saved;
  const db = t.running.database.db;
  const actor = { userId: null, name: 'bench', ip: null };
  try {
    console.log(`  [${label}] ${BILLS.toLocaleString()} bills, search over ${SEARCH.toLocaleString()} consumers`);
    // Baseline: a bare set-based insert of as many rows as the computation posts lines (about 16 per bill).
    await sql`CREATE TEMP TABLE bench_base (a bigint, b int, c text, d numeric)`.execute(db).catch(async () => {
      await sql`CREATE TABLE bench_base (a bigint, b int, c text, d numeric)`.execute(db);
    });
    let t0 = performance.now();
    await sql`INSERT INTO bench_base SELECT g, g % 16, 'line ' || g, g * 1.01 FROM generate_series(1, ${BILLS * 16}) g`.execute(
      db,
    );
    const baseInsert = secs(t0);

    t0 = performance.now();
    const { monthIds } = await seedBillingData(db, {
      tag: 'B',
      consumers: BILLS,
      branches: [5, 10, 15],
      routesPerBranch: 30,
      firstPeriod: '2031-01',
      months: 2,
    });
    await seedReadings(db, 'B', [monthIds[0]!]);
    console.log(`    seed ${BILLS.toLocaleString()} consumers + 1 month of readings: ${secs(t0).toFixed(2)} s`);

    // Upload: the second month's readings as one file.
    const rows = await sql<{ account_no: string; present: string }>`
      SELECT c.account_no, (r.present_reading + 10 + c.id % 90)::text AS present FROM billing_consumers c
      JOIN billing_meter_readings r ON r.consumer_id = c.id AND r.bill_month_id = ${monthIds[0]} WHERE c.account_no LIKE '%-B%'`.execute(
      db,
    );
    const cols = EXTRACT_COLUMNS.join(',');
    const csv = `${cols}\n${rows.rows.map((r) => `${r.account_no},,,,,,${r.present},,,,,`).join('\n')}\n`;
    t0 = performance.now();
    const up = await db
      .transaction()
      .execute((trx) =>
        postReadingFile(trx, actor, { billMonthId: monthIds[1]!, fileName: 'bench.csv', bytes: Buffer.from(csv) }),
      );
    const upload = secs(t0);
    const counts = await db
      .selectFrom('billing_reading_uploads')
      .select(['accepted', 'failed'])
      .where('id', '=', up.uploadId)
      .executeTakeFirstOrThrow();
    console.log(
      `    upload ${rows.rows.length.toLocaleString()} readings: ${upload.toFixed(2)} s (accepted ${counts.accepted}, failed ${counts.failed}); ratio to baseline insert ${(upload / baseInsert).toFixed(2)}`,
    );

    t0 = performance.now();
    const first = await computeBills(
      db,
      { billMonthId: monthIds[1]!, testMode: false },
      { userId: null, batchSize: 5000 },
    );
    const compute = secs(t0);
    console.log(
      `    bulk compute: ${first.posted.toLocaleString()} bills in ${compute.toFixed(2)} s (${(first.posted / compute).toFixed(0)} bills/s); ratio to baseline insert ${(compute / baseInsert).toFixed(2)}`,
    );
    t0 = performance.now();
    const second = await computeBills(
      db,
      { billMonthId: monthIds[1]!, testMode: false },
      { userId: null, batchSize: 5000 },
    );
    console.log(
      `    second run: ${second.posted} bills posted, ${second.alreadyBilled.toLocaleString()} already billed, ${secs(t0).toFixed(2)} s`,
    );
    console.log(`    baseline: bare INSERT of ${(BILLS * 16).toLocaleString()} rows ${baseInsert.toFixed(2)} s`);

    // Search: top up to SEARCH consumers, then time the endpoint and the bare SQL.
    if (SEARCH > BILLS)
      await seedBillingData(db, {
        tag: 'S',
        consumers: SEARCH - BILLS,
        branches: [5, 10, 15],
        routesPerBranch: 30,
        firstPeriod: '2031-01',
        months: 0,
      });
    await sql`ANALYZE billing_consumers`.execute(db);
    const clerk = await t.userWithRoles(['BillingReport']);
    const terms = [
      'SANTOS',
      'REYES, MARIA',
      '05-B0001',
      'MTRS00012',
      'GARCIA, J',
      '10-S',
      'TORRES, ANA 12',
      'mtrb00003',
    ];
    const api: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < 200; i++) {
      const term = terms[i % terms.length]!;
      let s = performance.now();
      const res = await clerk.get('/api/fsd/billing/Consumer', { query: { search: term } });
      if (res.status !== 200) throw new Error(`search answered ${res.status}`);
      api.push(performance.now() - s);
      s = performance.now();
      const like = `${term.toLowerCase()}%`;
      await sql`SELECT c.*, count(*) OVER () FROM billing_consumers c WHERE lower(account_no) LIKE ${like} OR lower(name) LIKE ${like} OR lower(meter_serial) LIKE ${like} ORDER BY account_no LIMIT 15`.execute(
        db,
      );
      bare.push(performance.now() - s);
    }
    console.log(
      `    consumer search (${SEARCH.toLocaleString()} consumers): endpoint p95 ${p95(api).toFixed(1)} ms, bare SQL p95 ${p95(bare).toFixed(1)} ms, ratio ${(p95(api) / Math.max(p95(bare), 0.01)).toFixed(2)}`,
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await scenario('PGlite', {});
  if (process.env['TEST_DATABASE_URL']) await scenario('PostgreSQL', { USE_PG: '1' });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
