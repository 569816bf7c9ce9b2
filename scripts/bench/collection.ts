// Collection benchmark: a payment channel file of LINES lines (1% repeated channel references, 1%
// amounts that do not match the bill) attached and posted through the API, then posted again,
// beside a bare INSERT of as many rows in the same run; the double posts are counted (must be 0).
// Issue 12 item 12's target: 50,000 lines validated and posted in under 10 s on PostgreSQL.
//
// Sizes: `npm run bench -- collection` runs 5,000 lines (a quick check); `--full` the 50,000.
// BENCH_COLLECTION_LINES overrides. PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server: a fresh database is created there and dropped afterwards.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { ChannelUpload } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { createChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/create-channel-upload';
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/post-channel-upload';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { upload } from '../../apps/api/test/billing/billing-support.ts';
import type { Database } from '../../apps/api/src/platform/db/schema.ts';
import { computeBills } from '../../apps/api/src/modules/billing/compute/compute-bills.ts';
import { seedBillingData, seedReadings } from '../../apps/api/src/modules/billing/demo/seed-billing.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const FULL = process.argv.includes('--full') || process.env['BENCH_FULL'] === '1';
const FULL_LINES = 50_000;
const LINES = Number(process.env['BENCH_COLLECTION_LINES'] ?? (FULL ? FULL_LINES : FULL_LINES / 10));
const PER_TAG = 20_000;
const TAGS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TARGET_S = { postgres: 10, pglite: null } as const;

const secs = (t0: number) => (performance.now() - t0) / 1000;

async function bareInsert(db: Kysely<Database>, rows: number): Promise<number> {
  await sql`DROP TABLE IF EXISTS bench_base`.execute(db);
  await sql`CREATE TABLE bench_base (a bigint, b int, c text, d numeric)`.execute(db);
  const t0 = performance.now();
  await sql`INSERT INTO bench_base SELECT g, g % 16, 'line ' || g, g * 1.01 FROM generate_series(1, ${rows}) g`.execute(
    db,
  );
  const s = secs(t0);
  await sql`DROP TABLE bench_base`.execute(db);
  return s;
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  const db = t.running.database.db;
  const target = pgUrl ? TARGET_S.postgres : TARGET_S.pglite;
  try {
    console.log(
      `  [${label}] a channel file of ${LINES.toLocaleString()} lines (1% repeated references, 1% mismatches)`,
    );
    // Consumers billed for one month (due in 2031: no surcharge), one line per bill.
    let t0 = performance.now();
    const billed = Math.ceil((LINES * 97) / 96) + 10;
    let monthId = 0;
    for (let left = billed, k = 0; left > 0; left -= PER_TAG, k += 1) {
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
    const bills = await sql<{ account_no: string; period: string; total: string }>`
      SELECT c.account_no, m.period, b.total_amount::text AS total FROM billing_bills b
      JOIN billing_consumers c ON c.id = b.consumer_id JOIN billing_bill_months m ON m.id = b.bill_month_id
      WHERE b.status = 'Posted' ORDER BY b.id LIMIT ${LINES}`.execute(db);
    if (bills.rows.length < LINES) throw new Error(`only ${bills.rows.length} bills to pay`);
    console.log(`    seed and bill ${bills.rows.length.toLocaleString()} consumers: ${secs(t0).toFixed(1)} s`);

    // The file: every 100th line repeats the previous line's reference; every 100th (offset 50) is 1 peso over.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    const rows = bills.rows.map((b, i) => {
      const reference = i % 100 === 99 ? `BN-${i - 1}` : `BN-${i}`;
      const amount = i % 100 === 50 ? (Number(b.total) + 1).toFixed(2) : b.total;
      return `${b.account_no},${b.period},${amount},${reference},${today},`;
    });
    const duplicates = bills.rows.filter((_, i) => i % 100 === 99).length;
    const mismatches = bills.rows.filter((_, i) => i % 100 === 50).length;
    const csv = Buffer.from(
      ['account_number,billing_month,amount_paid,reference_id,date_transacted,payer_name', ...rows].join('\n'),
    );

    const uploader = await t.userWithRoles(['UploadCollection']);
    const created = await uploader.call(createChannelUploadEndpoint, {
      body: { channel: 'XenPay', remittanceDate: today, channelGross: '0' },
    });
    const xen = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'XenPay')!;
    await t.admin.call(createOrSeriesEndpoint, {
      body: { tellerId: xen.tellerId!, startNo: 50_000_000, endNo: 50_000_000 + LINES + 10 },
    });

    t0 = performance.now();
    const attached = await upload<ChannelUpload>(
      uploader,
      `/api/fsd/collection/UploadCollectionLogs/${created.id}/PaymentLogs`,
      {},
      { name: 'xenpay.csv', bytes: csv },
    );
    const read = secs(t0);
    if (attached.status !== 200)
      throw new Error(`attach answered ${attached.status}: ${JSON.stringify(attached.body)}`);
    t0 = performance.now();
    const posted = await uploader.call(postChannelUploadEndpoint, { params: { id: created.id } });
    const post = secs(t0);
    t0 = performance.now();
    const again = await uploader.call(postChannelUploadEndpoint, { params: { id: created.id } });
    const repost = secs(t0);

    const doubles = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (
        SELECT i.bill_id FROM collection_payment_items i JOIN collection_payments p ON p.id = i.payment_id
        WHERE i.kind = 'Bill' AND p.status = 'Posted' GROUP BY i.bill_id HAVING count(DISTINCT i.payment_id) > 1) d`.execute(
      db,
    );
    const payments = await sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_payments`.execute(db);
    const base = await bareInsert(db, LINES);
    const total = read + post;
    const ok =
      posted.postedLines === LINES - duplicates - mismatches &&
      posted.heldLines === duplicates + mismatches &&
      again.postedLines === posted.postedLines &&
      payments.rows[0]!.n === posted.postedLines &&
      doubles.rows[0]!.n === 0;
    console.log(
      `    read and check the file: ${read.toFixed(2)} s; post: ${post.toFixed(2)} s (${posted.postedLines.toLocaleString()} posted, ` +
        `${posted.heldLines} held: ${duplicates} repeated references, ${mismatches} mismatches); post again: ${repost.toFixed(2)} s`,
    );
    console.log(
      `    total ${total.toFixed(2)} s; bare INSERT of ${LINES.toLocaleString()} rows ${base.toFixed(2)} s, ratio ${(total / base).toFixed(0)}; ` +
        `double posts ${doubles.rows[0]!.n}; counts ${ok ? 'as expected' : 'WRONG'}; ` +
        (target === null
          ? '(no target here)'
          : LINES >= FULL_LINES
            ? `target < ${target} s: ${total < target ? 'MET' : 'MISSED'}`
            : `(target < ${target} s is for the full size: --full)`),
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
