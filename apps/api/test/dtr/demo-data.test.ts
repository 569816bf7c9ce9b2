// The time-and-leave demo: two months of logs for the demo employees with late arrivals, missed
// punches and leave, opening balances the leave is taken from, and computed DTRs; the proclaimed
// holidays and the monthly leave credits of the months that have ended.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { seedHrDemo } from '../../src/modules/hr/demo/seed-hr-demo.ts';
import { demoHolidays, demoPeriod, seedDtrDemo } from '../../src/modules/dtr/demo/seed-dtr-demo.ts';
import { NATIONAL_HOLIDAYS } from '../../src/modules/dtr/national-holidays.ts';
import { seedLeaveDemo } from '../../src/modules/leave/demo/seed-leave-demo.ts';
import { manilaToday } from '../../src/platform/time/manila.ts';

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
  // Punches carry their kind (check in 0, check out 1, break out 2, break in 3), not all "Check in".
  const states = await sql<{ state: number; n: number }>`
    SELECT in_out_state AS state, count(*)::int AS n FROM biometric_logs GROUP BY in_out_state ORDER BY in_out_state`.execute(
    db,
  );
  assert.deepEqual(
    states.rows.map((s) => s.state),
    [0, 1, 2, 3],
  );
  const firstOfDay = await one(sql<{ n: number }>`
    SELECT count(*)::int AS n FROM biometric_logs b
    WHERE b.in_out_state <> 0 AND NOT EXISTS (SELECT 1 FROM biometric_logs o WHERE o.employee_id = b.employee_id
      AND o.log_date = b.log_date AND o.log_time < b.log_time)`);
  assert.equal(firstOfDay.n, 0, "a day's first punch is a check in");

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

test('demo holidays come from the proclamations; monthly credits are posted for the months that have ended', async () => {
  const db = t.running.database.db;
  await seedLeaveDemo(db, () => {});
  await seedLeaveDemo(db, () => {}); // again: nothing twice
  const holiday = async (date: string) =>
    (await db.selectFrom('holidays').select(['name', 'kind']).where('holiday_date', '=', date).executeTakeFirst()) ??
    null;
  // Movable and special days of the proclamations, not only the fixed dates.
  assert.deepEqual(await holiday('2026-02-17'), { name: 'Chinese New Year', kind: 'SpecialNonWorking' });
  assert.deepEqual(await holiday('2026-04-02'), { name: 'Maundy Thursday', kind: 'Regular' });
  assert.deepEqual(await holiday('2025-12-31'), { name: 'Last Day of the Year', kind: 'SpecialNonWorking' });
  assert.deepEqual(await holiday('2026-08-31'), { name: 'National Heroes Day', kind: 'Regular' });
  // A year without proclamation data gets the fixed-date holidays only.
  const next = Number(manilaToday().slice(0, 4)) + 1;
  if (!NATIONAL_HOLIDAYS.some((p) => p.year === next))
    assert.deepEqual(await holiday(`${next}-12-25`), { name: 'Christmas Day', kind: 'Regular' });
  assert.equal(demoHolidays('2026-09-01', '2026-11-22').filter((h) => h.date.startsWith('2026')).length, 18);

  // Every ended month of the current fiscal year, once; nothing dated in the future.
  const today = manilaToday();
  const ended = Number(today.slice(5, 7)) - 1;
  const postings = await db
    .selectFrom('monthly_earned_leaves')
    .select(['month', 'employee_count'])
    .where('year', '=', Number(today.slice(0, 4)))
    .orderBy('month')
    .execute();
  assert.deepEqual(
    postings.map((p) => p.month),
    Array.from({ length: ended }, (_, i) => i + 1),
  );
  assert.ok(postings.every((p) => p.employee_count > 0));
  const future = await db
    .selectFrom('leave_ledger_lines')
    .select('id')
    .where('entry_date', '>', today)
    .executeTakeFirst();
  assert.equal(future, undefined);
});
