// The time-and-leave demo: two months of logs for the demo employees with late arrivals, missed
// punches and leave, opening balances the leave is taken from, and computed DTRs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { seedHrDemo } from '../../src/modules/hr/demo/seed-hr-demo.ts';
import { demoPeriod, seedDtrDemo } from '../../src/modules/dtr/demo/seed-dtr-demo.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('demo DTR: logs, late arrivals, missed punches, leave from real balances, computed days', async () => {
  const db = t.running.database.db;
  await seedHrDemo(db, () => {});
  await seedDtrDemo(db, () => {});
  const { from, to } = demoPeriod();

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0]!;
  const logs = await one(sql<{ n: number; employees: number }>`
    SELECT count(*)::int AS n, count(DISTINCT employee_id)::int AS employees FROM biometric_logs
    WHERE log_date BETWEEN ${from}::date AND ${to}::date`);
  assert.ok(logs.employees >= 100, `logs for ${logs.employees} employees`);
  assert.ok(logs.n > logs.employees * 20, `${logs.n} logs`);

  const days = await one(sql<{ late: number; halfAbsent: number; onLeave: number }>`
    SELECT count(*) FILTER (WHERE tardy_minutes > 0)::int AS late,
           count(*) FILTER (WHERE absent_days = 0.5)::int AS "halfAbsent",
           count(*) FILTER (WHERE remarks LIKE '%Vacation Leave%')::int AS "onLeave"
    FROM daily_time_records WHERE record_date BETWEEN ${from}::date AND ${to}::date`);
  assert.ok(days.late > 0, 'some late arrivals');
  assert.ok(days.halfAbsent > 0, 'some missed punches');
  assert.ok(days.onLeave > 0, 'leave shows on the DTR');

  // The leave is Used from opening balances (Posted), so no demo balance goes below zero.
  const leave = await one(sql<{ used: number; withoutPay: number; negative: number }>`
    WITH b AS (
      SELECT employee_id, leave_type_id,
             sum(CASE WHEN status = 1 THEN CASE WHEN line_type = 2 THEN -days ELSE days END ELSE 0 END) AS balance
      FROM leave_ledger_lines GROUP BY employee_id, leave_type_id)
    SELECT (SELECT count(*)::int FROM leave_ledger_lines WHERE line_type = 2 AND status = 1) AS used,
           (SELECT count(*)::int FROM leave_ledger_lines WHERE status = 2) AS "withoutPay",
           (SELECT count(*)::int FROM b WHERE balance < 0) AS negative`);
  assert.ok(leave.used > 0);
  assert.equal(leave.withoutPay, 0);
  assert.equal(leave.negative, 0);
});
