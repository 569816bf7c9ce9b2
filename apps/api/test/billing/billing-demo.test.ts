// The billing demo: twelve months of bills through the real computation, the current month open, the
// demo approver on the approver list and the demo reader linked to a reader of branch 10.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { billingDemoSeeder } from '../../src/modules/billing/demo/demo-seeder.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('billing demo: a year of bills, the current month open without readings, the demo approver and reader ready to work', async () => {
  const db = t.running.database.db;
  const approver = await t.userWithRoles(['BillCancellationApprover'], { username: 'billing.approver' });
  const reader = await t.userWithRoles(['MeterReader'], { username: 'meter.reader' });
  process.env['DEMO_BILLING_CONSUMERS'] = '300';
  try {
    await billingDemoSeeder.run(db, () => {});
  } finally {
    delete process.env['DEMO_BILLING_CONSUMERS'];
  }
  const months = await sql<{ status: string; bills: number }>`
    SELECT m.status, count(b.id)::int AS bills FROM billing_bill_months m
    LEFT JOIN billing_bills b ON b.bill_month_id = m.id GROUP BY m.id, m.status ORDER BY m.id`.execute(db);
  assert.equal(months.rows.length, 13);
  assert.deepEqual(
    months.rows.map((m) => m.status),
    [...Array<string>(12).fill('Closed'), 'Open'],
  );
  const bills = months.rows.map((m) => m.bills);
  assert.ok(
    bills.slice(0, 12).every((n) => n > 250),
    JSON.stringify(bills),
  );
  // The open month waits for readings.
  assert.equal(bills[12], 0);
  const readingsOfOpen = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM billing_meter_readings r
    JOIN billing_bill_months m ON m.id = r.bill_month_id WHERE m.status = 'Open'`.execute(db);
  assert.equal(readingsOfOpen.rows[0]!.n, 0);

  const approvers = await db
    .selectFrom('approval_step_members as m')
    .innerJoin('approval_chain_steps as s', 's.id', 'm.step_id')
    .select('m.user_id')
    .where('s.document_type', '=', 'billing.bill-cancellation')
    .where('m.user_id', 'is not', null)
    .execute();
  assert.deepEqual(
    approvers.map((a) => a.user_id),
    [approver.userId],
  );
  const linked = await db
    .selectFrom('billing_meter_readers')
    .select('branch_code')
    .where('user_id', '=', reader.userId)
    .execute();
  assert.deepEqual(
    linked.map((r) => r.branch_code),
    [10],
  );
});
