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
  // Loans and allowances: the posted months took the loans' amortizations.
  const loans = (
    await sql<{ n: number; taken: string }>`
      SELECT count(DISTINCT i.id)::int AS n, coalesce(sum(u.taken), 0)::text AS taken
      FROM payroll_employee_items i
      JOIN payroll_line_employee_items u ON u.employee_item_id = i.id
      JOIN payrolls p ON p.id = u.payroll_id AND p.status = 'Posted'
      WHERE i.kind = 'Loan' AND i.remarks = 'Demo data'`.execute(db)
  ).rows[0]!;
  assert.ok(loans.n >= 50, `${loans.n} loans paid`);
  assert.ok(Number(loans.taken) > 0);
  const rice = await sql<{ exempt: string; taken: string }>`
    SELECT coalesce(sum(u.exempt), 0)::text AS exempt, coalesce(sum(u.taken), 0)::text AS taken
    FROM payroll_line_employee_items u JOIN payroll_employee_items i ON i.id = u.employee_item_id
    WHERE i.de_minimis_code = 'rice'`.execute(db);
  assert.equal(rice.rows[0]!.exempt, rice.rows[0]!.taken, 'the rice subsidy stays within its ceiling');
  await seedPayrollDemo(db, () => {});
  const again = await sql<{ n: number }>`SELECT count(*)::int AS n FROM payrolls WHERE remarks = 'Demo data'`.execute(
    db,
  );
  assert.equal(again.rows[0]!.n, 3);
  const items = await sql<{ n: number }>`SELECT count(*)::int AS n FROM payroll_employee_items`.execute(db);
  await seedPayrollDemo(db, () => {});
  assert.equal(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM payroll_employee_items`.execute(db)).rows[0]!.n,
    items.rows[0]!.n,
  );
});
