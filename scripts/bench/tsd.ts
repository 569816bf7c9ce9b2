// Technical services benchmark (issue 15 item 9): a month of 15-minute interval data for ten
// metering points (10 × 30 × 96 = 28,800 rows) imported through the import endpoint, beside a bare
// INSERT of the same day totals; then the transformer list and the picker's search at TRANSFORMERS
// units as p95 over many calls through the endpoints, beside their bare queries.
// Targets (PostgreSQL): the import < 5 s; list and search p95 < 50 ms at 20,000 transformers.
//
// `npm run bench -- tsd` runs the issue's sizes; BENCH_TSD_TRANSFORMERS, BENCH_TSD_POINTS and
// BENCH_REQUESTS make it smaller. PGlite (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import { importPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { searchTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/search-transformers';
import { contractUrl } from '../../apps/api/test/support/contract-client.ts';
import { uploadFile } from '../../apps/api/test/tsd/tsd-support.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const TRANSFORMERS = Number(process.env['BENCH_TSD_TRANSFORMERS'] ?? 20_000);
const POINTS = Number(process.env['BENCH_TSD_POINTS'] ?? 10);
const DAYS = 30;
const CALLS = Number(process.env['BENCH_REQUESTS'] ?? 200);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(calls: number, once: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await once(i);
  const out: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const t0 = performance.now();
    await once(i);
    out.push(performance.now() - t0);
  }
  return out;
}

function intervalCsv(): string {
  const lines = ['MeteringPoint,Date,Time,kWh,kW'];
  for (let p = 1; p <= POINTS; p++)
    for (let d = 1; d <= DAYS; d++)
      for (let q = 0; q < 96; q++) {
        const time = `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
        lines.push(
          `MP-${p},2026-04-${String(d).padStart(2, '0')},${time},${(1 + (q % 7) / 10).toFixed(1)},${4 + (q % 5)}`,
        );
      }
  return lines.join('\n');
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  const db = t.running.database.db;
  try {
    const keeper = await t.userWithRoles(['PowerMonitoring']);
    const registrar = await t.userWithRoles(['DistributionTransformer']);

    // The import: one month of interval data for POINTS metering points.
    const supplier = await keeper.call(createPowerSupplierEndpoint, { body: { name: `Bench supplier ${label}` } });
    const rows = POINTS * DAYS * 96;
    const csv = Buffer.from(intervalCsv());
    let t0 = performance.now();
    const imported = await uploadFile<{ posted: number }>(
      keeper,
      contractUrl(importPowerSuppliesEndpoint),
      { supplierId: String(supplier.id) },
      { name: 'april.csv', bytes: csv },
    );
    const importMs = performance.now() - t0;
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}`);
    // Bare: the same day totals written by one INSERT ... SELECT (no parsing, no checks).
    t0 = performance.now();
    await sql`INSERT INTO tsd_power_supplies (supplier_id, metering_point, supply_date, energy_kwh, peak_demand_kw, intervals, source)
      SELECT ${supplier.id}, 'BARE-' || p, date '2026-05-01' + d, 96, 8, 96, 'Import'
      FROM generate_series(1, ${POINTS}) p CROSS JOIN generate_series(0, ${DAYS - 1}) d`.execute(db);
    const bareMs = performance.now() - t0;
    console.log(
      `  [${label}] import of ${rows.toLocaleString()} interval rows (${POINTS} points × ${DAYS} days): ${(importMs / 1000).toFixed(2)} s (bare day totals ${bareMs.toFixed(0)} ms, ratio ${(importMs / bareMs).toFixed(0)})` +
        (pgUrl ? `; target < 5 s: ${importMs < 5000 ? 'MET' : 'MISSED'}` : ''),
    );

    // The registry at TRANSFORMERS units.
    t0 = performance.now();
    await sql`INSERT INTO tsd_transformer_brands (name) VALUES ('Bench Brand A'), ('Bench Brand B')`.execute(db);
    await sql`INSERT INTO tsd_transformers (serial_no, brand_id, kva, phase, primary_voltage, secondary_voltage, core,
        bushing, cooling_class, temperature_rise, ownership, mounting, branch_code, feeder, pole_no)
      SELECT 'BT-' || lpad(g::text, 6, '0'),
        (SELECT min(id) FROM tsd_transformer_brands WHERE name LIKE 'Bench Brand%') + g % 2,
        (ARRAY[10, 15, 25, 37.5, 50, 75, 100, 167])[1 + g % 8], 'SinglePhase', 7620, 240, 'SiliconSteelCore',
        'DoubleBushing', 'OA', 65, 'Cooperative', CASE WHEN g % 3 = 0 THEN 'Dismounted' ELSE 'Mounted' END,
        5, 'F' || (1 + g % 6), 'P-' || g
      FROM generate_series(1, ${TRANSFORMERS}) g`.execute(db);
    await sql`ANALYZE`.execute(db);
    console.log(
      `    seed of ${TRANSFORMERS.toLocaleString()} transformers: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const bareList = await timed(CALLS, async (i) => {
      await sql`SELECT * FROM tsd_transformers ORDER BY lower(serial_no), id LIMIT 15 OFFSET ${(i % 50) * 15}`.execute(
        db,
      );
    });
    const list = await timed(CALLS, async (i) => {
      const res = await registrar.request(
        'GET',
        contractUrl(listTransformersEndpoint, undefined, { page: 1 + (i % 50), itemsPerPage: 15 }),
      );
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    });
    const term = (i: number) =>
      `BT-${String((i * 7919) % TRANSFORMERS)
        .padStart(6, '0')
        .slice(0, 5)}`;
    const bareSearch = await timed(CALLS, async (i) => {
      await sql`SELECT * FROM tsd_transformers WHERE lower(serial_no) LIKE ${`${term(i).toLowerCase()}%`} ORDER BY lower(serial_no) LIMIT 20`.execute(
        db,
      );
    });
    const search = await timed(CALLS, async (i) => {
      const res = await registrar.request(
        'GET',
        contractUrl(searchTransformersEndpoint, undefined, { search: term(i) }),
      );
      if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    });
    const verdict = (ms: number) => (pgUrl ? `; target < 50 ms: ${ms < 50 ? 'MET' : 'MISSED'}` : '');
    console.log(
      `    transformer list page p95 ${p95(list).toFixed(1)} ms (bare page ${p95(bareList).toFixed(2)} ms, ratio ${(p95(list) / p95(bareList)).toFixed(0)})${verdict(p95(list))}`,
    );
    console.log(
      `    transformer search p95 ${p95(search).toFixed(1)} ms (bare prefix query ${p95(bareSearch).toFixed(2)} ms, ratio ${(p95(search) / p95(bareSearch)).toFixed(0)})${verdict(p95(search))}`,
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}
