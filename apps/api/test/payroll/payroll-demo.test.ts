// The payroll demo: posted monthly payrolls for the last two months and a generated draft of the
// current cut-off, for the demo employees; the demo employee reads their own payslips.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { seedPayrollDemo } from '../../src/modules/payroll/demo/seed-payroll-demo.ts';
import { seedHrDemo } from '../../src/modules/hr/demo/seed-hr-demo.ts';
import { seedDtrDemo } from '../../src/modules/dtr/demo/seed-dtr-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('demo payrolls: two posted months and a draft cut-off, with lines that add up; safe to run again', async () => {
  const db = t.running.database.db;
  await seedHrDemo(db, () => {});
  await seedDtrDemo(db, () => {});
  await seedPayrollDemo(db, () => {});
  const rows = (
    await sql<{ status: string; n: number; net: string; lines: number; sum: string }>`
      SELECT p.status, p.employee_count AS n, p.total_net::text AS net,
             (SELECT count(*)::int FROM payroll_lines l WHERE l.payroll_id = p.id) AS lines,
             (SELECT coalesce(sum(l.net_pay), 0)::text FROM payroll_lines l WHERE l.payroll_id = p.id) AS sum
      FROM payrolls p WHERE p.remarks = 'Demo data' ORDER BY p.period_start`.execute(db)
  ).rows;
  assert.deepEqual(
    rows.map((r) => r.status),
    ['Posted', 'Posted', 'Draft'],
  );
  for (const r of rows) {
    assert.ok(r.n >= 250, `${r.n} employees`);
    assert.equal(r.lines, r.n);
    assert.equal(Number(r.sum).toFixed(2), Number(r.net).toFixed(2));
  }
  await seedPayrollDemo(db, () => {});
  const again = await sql<{ n: number }>`SELECT count(*)::int AS n FROM payrolls WHERE remarks = 'Demo data'`.execute(
    db,
  );
  assert.equal(again.rows[0]!.n, 3);
});
