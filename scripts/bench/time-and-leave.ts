// Time and leave: importing 100,000 biometric log lines (parse + idempotent set-based insert) and
// computing a month of DTR for 300 employees, on PGlite and (BENCH_DATABASE_URL) PostgreSQL.
// Baselines in the same run: a bare INSERT of the same rows into a plain table, and a bare
// SELECT of the month's logs. Targets (PostgreSQL): import < 10 s, month of DTR < 5 s.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { computeDtr, eachDate } from '../../apps/api/src/modules/dtr/compute.ts';
import { ingestLogs } from '../../apps/api/src/modules/dtr/log-imports/ingest.ts';
import { parseZkExport } from '../../apps/api/src/modules/dtr/log-imports/parse-logs.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const EMPLOYEES = 300;
const FROM = '2030-03-01';
const TO = '2030-03-31';

function exportText(): { text: string; lines: number } {
  const out: string[] = [];
  const dates = eachDate('2029-11-01', TO).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() % 6 !== 0);
  outer: for (const d of dates) {
    for (let e = 1; e <= EMPLOYEES; e += 1) {
      for (const [h, m] of [
        [7, 50 + (e % 9)],
        [12, e % 4],
        [12, 55 + (e % 4)],
        [17, e % 15],
      ] as const) {
        out.push(`${9000 + e}\t${d} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00\t1\t0\t0`);
        if (out.length >= 100_000) break outer;
      }
    }
  }
  return { text: out.join('\n'), lines: out.length };
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  try {
    const db = t.running.database.db;
    await sql`
      INSERT INTO employees (employee_id, first_name, last_name, biometric_user_id)
      SELECT 'B-' || g, 'Bench', 'Employee ' || g, (9000 + g)::text FROM generate_series(1, ${EMPLOYEES}) g`.execute(
      db,
    );
    const ids = (await db.selectFrom('employees').select('id').where('employee_id', 'like', 'B-%').execute()).map(
      (r) => r.id,
    );
    const { text, lines } = exportText();

    let t0 = performance.now();
    const parsed = parseZkExport(text);
    const outcome = await db
      .transaction()
      .execute((trx) =>
        ingestLogs(trx, { source: 'file', deviceSerial: 'BENCH', fileName: 'bench.dat', parsed, createdBy: null }),
      );
    const importMs = performance.now() - t0;
    if (outcome.inserted !== lines) throw new Error(`inserted ${outcome.inserted} of ${lines}`);

    await sql`CREATE TABLE bench_raw_logs (uid text, d date, t time, vm smallint, st smallint)`.execute(db);
    t0 = performance.now();
    await db.transaction().execute(async (trx) => {
      const rows = parsed.logs;
      for (let i = 0; i < rows.length; i += 5000) {
        const c = rows.slice(i, i + 5000);
        await sql`INSERT INTO bench_raw_logs SELECT * FROM unnest(${c.map((l) => l.biometricUserId)}::text[], ${c.map((l) => l.logDate)}::date[],
          ${c.map((l) => l.logTime)}::time[], ${c.map((l) => l.verifyMode)}::smallint[], ${c.map((l) => l.inOutState)}::smallint[])`.execute(
          trx,
        );
      }
    });
    const rawMs = performance.now() - t0;

    t0 = performance.now();
    const computed = await db.transaction().execute((trx) => computeDtr(trx, ids, FROM, TO, '2030-12-31'));
    const computeMs = performance.now() - t0;
    t0 = performance.now();
    await sql`SELECT employee_id, log_date, log_time FROM biometric_logs WHERE log_date BETWEEN ${FROM}::date AND ${TO}::date`.execute(
      db,
    );
    const selectMs = performance.now() - t0;

    // The targets are for PostgreSQL; PGlite prints them for comparison.
    const verdict = (ms: number, limitS: number) => `target < ${limitS} s: ${ms < limitS * 1000 ? 'met' : 'MISSED'}`;
    console.log(`  ${label}`);
    console.log(
      `    import ${lines} lines : ${(importMs / 1000).toFixed(2)} s (bare insert ${(rawMs / 1000).toFixed(2)} s, ratio ${(importMs / rawMs).toFixed(2)}; ${verdict(importMs, 10)})`,
    );
    console.log(
      `    DTR ${computed.employees} x ${eachDate(FROM, TO).length} days : ${(computeMs / 1000).toFixed(2)} s (bare select of the logs ${selectMs.toFixed(0)} ms, ratio ${(computeMs / Math.max(selectMs, 1)).toFixed(1)}; ${verdict(computeMs, 5)})`,
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}
