// Payroll (issue 13 item 9): generating a semi-monthly payroll (salaries, the period's DTR from
// biometric logs, allowances and loans, contributions, tax; the lines written in one transaction)
// for 300 employees on PGlite and 3,000 on PostgreSQL (BENCH_DATABASE_URL). Baseline in the same
// run: one set-based INSERT ... SELECT computing a bare line (half the salary, flat contributions)
// for the same employees into a plain table. Targets: 300 on PGlite < 5 s, 3,000 on PostgreSQL < 10 s.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { generateLines } from '../../apps/api/src/modules/payroll/payrolls/generation.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

// A past half month (the DTR reads it from the logs): 16-31 October 2026, twelve weekdays.
const FROM = '2026-10-16';
const TO = '2026-10-31';

// The sizes: 300 employees on PGlite (under 5 s), 3,000 on PostgreSQL (under 10 s).
const SIZES: Record<Engine, { employees: number; limitS: number }> = {
  PGlite: { employees: 300, limitS: 5 },
  PostgreSQL: { employees: 3000, limitS: 10 },
};

async function scenario(label: Engine, pgUrl: string | null) {
  const { employees, limitS } = SIZES[label];
  const t = await benchApp(pgUrl);
  try {
    const db = t.running.database.db;
    await sql`
      INSERT INTO employees (employee_id, first_name, last_name, biometric_user_id)
      SELECT 'P-' || g, 'Bench', 'Employee ' || g, (7000 + g)::text FROM generate_series(1, ${employees}) g`.execute(
      db,
    );
    // Monthly salaries 15,000 to 60,000; every tenth employee daily-paid.
    await sql`
      INSERT INTO salaries (employee_id, salary_type, amount, effective_date)
      SELECT e.id, CASE WHEN e.id % 10 = 0 THEN 1 ELSE 0 END,
             CASE WHEN e.id % 10 = 0 THEN 650 ELSE 15000 + (e.id % 46) * 1000 END, DATE '2026-01-01'
      FROM employees e WHERE e.employee_id LIKE 'P-%'`.execute(db);
    // Everyone punches every weekday; every seventh employee is late on Mondays.
    await sql`
      INSERT INTO biometric_logs (device_serial, biometric_user_id, log_date, log_time, employee_id)
      SELECT 'BENCH', e.biometric_user_id, d::date,
             CASE WHEN p = 1 AND e.id % 7 = 0 AND extract(isodow FROM d) = 1 THEN TIME '08:25' ELSE t END, e.id
      FROM employees e
      CROSS JOIN generate_series(${FROM}::date, ${TO}::date, interval '1 day') d
      CROSS JOIN (VALUES (1, TIME '07:55'), (2, TIME '12:01'), (3, TIME '12:58'), (4, TIME '17:05')) AS v(p, t)
      WHERE e.employee_id LIKE 'P-%' AND extract(isodow FROM d) < 6`.execute(db);
    // A rice subsidy for everyone; an SSS loan for every third employee.
    await sql`
      INSERT INTO payroll_employee_items (employee_id, kind, category, label, taxable, de_minimis_code, amount, principal, start_date, priority)
      SELECT e.id, 'Allowance', 'Allowance', 'Rice subsidy', false, 'rice', 2000, NULL, DATE '2026-01-01', 100
      FROM employees e WHERE e.employee_id LIKE 'P-%'
      UNION ALL
      SELECT e.id, 'Loan', 'SssLoan', 'SSS salary loan', true, NULL, 1000, 20000, DATE '2026-01-01', 10
      FROM employees e WHERE e.employee_id LIKE 'P-%' AND e.id % 3 = 0`.execute(db);
    const type = await db
      .selectFrom('payroll_types')
      .select('id')
      .where('name', '=', 'Regular payroll, 2nd half')
      .executeTakeFirstOrThrow();
    const payroll = await db
      .insertInto('payrolls')
      .values({
        name: 'Bench',
        payroll_type_id: type.id,
        period_start: FROM,
        period_end: TO,
        pay_date: TO,
        status: 'Draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const quiet = { report: async () => {}, message: async () => {} };
    let t0 = performance.now();
    const result = await generateLines(db, payroll.id, { userId: null, name: 'Bench' }, quiet);
    const generateMs = performance.now() - t0;
    if (result.employees !== employees) throw new Error(`generated ${result.employees} of ${employees}`);

    await sql`CREATE TABLE bench_lines (employee_id integer, basic numeric, contributions numeric, net numeric)`.execute(
      db,
    );
    t0 = performance.now();
    await sql`
      INSERT INTO bench_lines
      SELECT s.employee_id, round(s.amount / 2, 2), round(s.amount * 0.0775, 2), round(s.amount / 2 - s.amount * 0.0775, 2)
      FROM salaries s JOIN employees e ON e.id = s.employee_id WHERE e.employee_id LIKE 'P-%'`.execute(db);
    const bareMs = performance.now() - t0;

    console.log(`  ${label}`);
    console.log(
      `    generate ${employees} lines : ${(generateMs / 1000).toFixed(2)} s (bare set-based insert ${bareMs.toFixed(0)} ms, ratio ${(generateMs / Math.max(bareMs, 1)).toFixed(1)}; target < ${limitS} s: ${generateMs < limitS * 1000 ? 'met' : 'MISSED'})`,
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}
