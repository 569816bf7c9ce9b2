// Collection at the window (issue 12 item 12): a teller's payment through the endpoint (inject:
// every hook, guard, contract and the posting transaction) against a cooperative of CONSUMERS
// billed consumers, p50/p95 over PAYMENTS payments to random consumers, beside a bare baseline in
// the same run (one INSERT ... RETURNING round trip on the same pool); then 50 identical
// submissions of one payment fired together, which must post exactly one (the rest answer it).
// Target: p95 under 50 ms on PostgreSQL at 300,000 consumers.
//
// Sizes: `npm run bench -- collection-teller` seeds 30,000 consumers; `--full` the 300,000;
// BENCH_TELLER_CONSUMERS overrides. PGlite (unless BENCH_SKIP_PGLITE=1) and PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a fresh database, dropped afterwards).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import type { Database } from '../../apps/api/src/platform/db/schema.ts';
import { computeBills } from '../../apps/api/src/modules/billing/compute/compute-bills.ts';
import { seedBillingData, seedReadings } from '../../apps/api/src/modules/billing/demo/seed-billing.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const FULL = process.argv.includes('--full') || process.env['BENCH_FULL'] === '1';
const CONSUMERS = Number(process.env['BENCH_TELLER_CONSUMERS'] ?? (FULL ? 300_000 : 30_000));
const PAYMENTS = Number(process.env['BENCH_TELLER_PAYMENTS'] ?? 300);
const CONCURRENT = 50;
const PER_TAG = 20_000;
const TAGS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TARGET_P95_MS = 50;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function bareRoundTrips(db: Kysely<Database>, n: number): Promise<number[]> {
  await sql`CREATE TABLE bench_teller_base (id bigserial PRIMARY KEY, a int, b numeric)`.execute(db);
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await db
      .transaction()
      .execute((trx) => sql`INSERT INTO bench_teller_base (a, b) VALUES (${i}, 1.5) RETURNING id`.execute(trx));
    out.push(performance.now() - t0);
  }
  await sql`DROP TABLE bench_teller_base`.execute(db);
  return out.sort((a, b) => a - b);
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  const db = t.running.database.db;
  try {
    console.log(`  [${label}] ${CONSUMERS.toLocaleString()} billed consumers, ${PAYMENTS} payments at one window`);
    let t0 = performance.now();
    let monthId = 0;
    for (let left = CONSUMERS, k = 0; left > 0; left -= PER_TAG, k += 1) {
      const tag = TAGS[k]!;
      const seeded = await seedBillingData(db, {
        tag,
        consumers: Math.min(PER_TAG, left),
        branches: [5, 10, 15],
        routesPerBranch: 30,
        firstPeriod: '2031-01',
        months: 1,
      });
      monthId = seeded.monthIds[0]!;
      await seedReadings(db, tag, [monthId]);
    }
    await computeBills(db, { billMonthId: monthId, testMode: false }, { userId: null });
    await sql`VACUUM ANALYZE`.execute(db);
    console.log(`    seed and bill: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const teller = await t.userWithRoles(['Teller']);
    const record = await t.admin.call(createTellerEndpoint, {
      body: { userId: teller.userId, name: 'Bench teller', branchCode: 5, collectionOffice: 'Main office' },
    });
    await t.admin.call(createOrSeriesEndpoint, {
      body: { tellerId: record.id, startNo: 90_000_000, endNo: 90_000_000 + PAYMENTS + 10 },
    });
    await teller.call(openTellerDayEndpoint, { body: {} });
    // Random billed consumers (due in 2031: no surcharge), each paid once in full.
    const picks = await sql<{ consumer_id: number; account_no: string; total: string }>`
      SELECT b.consumer_id, c.account_no, b.total_amount::text AS total FROM billing_bills b
      JOIN billing_consumers c ON c.id = b.consumer_id WHERE b.status = 'Posted'
      ORDER BY md5(b.id::text) LIMIT ${PAYMENTS + 1}`.execute(db);
    const [once, ...rest] = picks.rows;
    if (!once || rest.length < PAYMENTS) throw new Error('not enough bills to pay');

    const latencies: number[] = [];
    const lookups: number[] = [];
    const steps: number[] = [];
    for (const p of rest) {
      const t1 = performance.now();
      const found = await teller.call(findAccountsEndpoint, { query: { search: p.account_no } });
      const match = found.find((a) => a.consumerId === p.consumer_id);
      if (!match) throw new Error(`account ${p.account_no} was not found`);
      await teller.call(getAccountEndpoint, { params: { consumerId: match.consumerId } });
      lookups.push(performance.now() - t1);
      t0 = performance.now();
      const res = await teller.send(createPaymentEndpoint, {
        body: { idempotencyKey: randomUUID(), consumerId: p.consumer_id, cash: p.total },
      });
      latencies.push(performance.now() - t0);
      steps.push(performance.now() - t1);
      if (res.status !== 201) throw new Error(`payment answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    latencies.sort((a, b) => a - b);
    lookups.sort((a, b) => a - b);
    steps.sort((a, b) => a - b);
    const bare = await bareRoundTrips(db, PAYMENTS);
    const p95 = pct(latencies, 95);
    console.log(
      `    payment through the endpoint: p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ` +
        `bare INSERT transaction p50 ${pct(bare, 50).toFixed(2)} ms, p95 ${pct(bare, 95).toFixed(2)} ms; ` +
        `p95 ratio ${(p95 / pct(bare, 95)).toFixed(0)}; ` +
        (pgUrl === null
          ? '(no target here)'
          : CONSUMERS >= 300_000
            ? `target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'MET' : 'MISSED'}`
            : `(target p95 < ${TARGET_P95_MS} ms is for 300,000 consumers: --full)`),
    );

    console.log(
      `    lookup (find by account number, open the account): p50 ${pct(lookups, 50).toFixed(1)} ms, p95 ${pct(lookups, 95).toFixed(1)} ms; ` +
        `lookup and payment: p50 ${pct(steps, 50).toFixed(1)} ms, p95 ${pct(steps, 95).toFixed(1)} ms`,
    );

    // 50 identical submissions at once.
    const body = { idempotencyKey: randomUUID(), consumerId: once.consumer_id, cash: once.total };
    t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => teller.send(createPaymentEndpoint, { body })),
    );
    const took = performance.now() - t0;
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const posted = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM collection_payments WHERE consumer_id = ${once.consumer_id}`.execute(db);
    const ok = statuses[201] === 1 && statuses[200] === CONCURRENT - 1 && posted.rows[0]!.n === 1;
    console.log(
      `    ${CONCURRENT} identical submissions together: ${JSON.stringify(statuses)} in ${took.toFixed(0)} ms; ` +
        `payments posted ${posted.rows[0]!.n} (${ok ? 'exactly one' : 'WRONG'})`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
