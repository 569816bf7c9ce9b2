// Go-live import benchmark (issue 19 item 5, docs/decisions/019): a consumer file, its last
// readings and its opening balances uploaded through the HTTP import endpoint (CSV, one batch each),
// against a baseline measured in the same run on the same database: the same number of consumers
// inserted by one bare INSERT ... SELECT generate_series (no file, no checks, no batch).
//
// Sizes: `npm run bench -- golive` runs 30,000 consumers (a quick check); `npm run bench -- --full
// golive` the issue's 300,000 (target: the three imports under 60 s on PostgreSQL).
// BENCH_GOLIVE_CONSUMERS overrides. PGlite (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { sql } from 'kysely';
import type { TestClient } from '../../apps/api/test/support/test-app.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const FULL = process.argv.includes('--full') || process.env['BENCH_FULL'] === '1';
const FULL_SIZE = 300_000;
const SIZE = Number(process.env['BENCH_GOLIVE_CONSUMERS'] ?? (FULL ? FULL_SIZE : FULL_SIZE / 10));
const TARGET_S = 60;
const secs = (t0: number) => (performance.now() - t0) / 1000;

function csv(head: string[], rows: number, line: (i: number) => string): Buffer {
  const parts = [head.join(',')];
  for (let i = 0; i < rows; i += 1) parts.push(line(i));
  return Buffer.from(parts.join('\r\n') + '\r\n', 'utf8');
}

async function upload(client: TestClient, kind: string, bytes: Buffer): Promise<ImportResult> {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await client.request<ImportResult>('POST', `/api/admin/GoLive/${kind}/Import`, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.status !== 200) throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  if (res.body.failed > 0) throw new Error(`${kind}: ${JSON.stringify(res.body.errors.slice(0, 3))}`);
  return res.body;
}

export async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  // A 300,000-consumer file is about 30 MB: the cooperative raises UPLOAD_MAX_MB for go-live.
  const t = await benchApp(pgUrl, { UPLOAD_MAX_MB: '200' });
  const db = t.running.database.db;
  try {
    const admin = await t.userWithRoles(['Admin']);
    const acct = (i: number) => `BG-${String(i).padStart(7, '0')}`;
    const consumers = csv(
      [
        'Account No',
        'Name',
        'Branch',
        'Town',
        'Barangay',
        'Class',
        'Route',
        'Sequence',
        'Meter Serial',
        'Multiplier',
        'Lifeliner',
        'Senior Citizen',
        'Deposit',
      ],
      SIZE,
      (i) =>
        `${acct(i)},"CONSUMER, NUMBER ${i}",San Jose,San Jose,Poblacion,${i % 10 === 0 ? 'C' : 'R'},R${String(i % 500).padStart(3, '0')},${i},MS${i},1,${i % 7 === 0 ? 'Y' : 'N'},N,${(i % 5) * 100}.00`,
    );
    const readings = csv(['Account No', 'Last Reading'], SIZE, (i) => `${acct(i)},${(i % 9000) + 100}.00`);
    const balances = csv(
      ['Account No', 'Bill Month', 'Amount', 'Surcharge', 'VAT'],
      SIZE,
      (i) => `${acct(i)},2019-12,${(i % 900) + 100}.50,5.00,12.00`,
    );
    console.log(
      `  [${label}] ${SIZE.toLocaleString('en')} consumers (${(consumers.length / 1_048_576).toFixed(1)} MB CSV), their last readings and opening balances`,
    );

    let t0 = performance.now();
    const c = await upload(admin, 'consumers', consumers);
    const consumersS = secs(t0);
    t0 = performance.now();
    const r = await upload(admin, 'last-readings', readings);
    const readingsS = secs(t0);
    t0 = performance.now();
    const b = await upload(admin, 'opening-balances', balances);
    const balancesS = secs(t0);
    if (c.posted !== SIZE || r.posted !== SIZE || b.posted !== SIZE) throw new Error('not every row was posted');
    const total = consumersS + readingsS + balancesS;

    // Baseline: the same number of consumers by one bare INSERT ... SELECT (no file, no checks).
    t0 = performance.now();
    await sql`INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, meter_serial, deposit)
      SELECT 'BB-' || g, 5, 'CONSUMER, NUMBER ' || g, 'San Jose', 'Poblacion', 'R', 'MB' || g, (g % 5) * 100
      FROM generate_series(1, ${SIZE}::int) AS g`.execute(db);
    const bareS = secs(t0);

    const atSize = SIZE >= FULL_SIZE && label === 'PostgreSQL';
    console.log(`    consumers        : ${consumersS.toFixed(1)} s`);
    console.log(`    last readings    : ${readingsS.toFixed(1)} s`);
    console.log(`    opening balances : ${balancesS.toFixed(1)} s (bills, lines, ledger entries)`);
    console.log(
      `    all three        : ${total.toFixed(1)} s ${atSize ? `target < ${TARGET_S} s: ${total < TARGET_S ? 'MET' : 'MISSED'}` : `(target < ${TARGET_S} s is for 300,000 on PostgreSQL: --full)`}`,
    );
    console.log(`    bare INSERT      : ${bareS.toFixed(1)} s for the consumers alone`);
    console.log(`    ratio            : ${(consumersS / bareS).toFixed(1)} x the bare insert (consumer import)`);
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
