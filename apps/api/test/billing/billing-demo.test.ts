// The billing demo: twelve months of bills through the real computation, the last month open, the
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

test('billing demo: a year of bills, one open month, the demo approver and reader ready to work', async () => {
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
  assert.equal(months.rows.length, 12);
  assert.deepEqual(
    months.rows.map((m) => m.status),
    [...Array<string>(11).fill('Closed'), 'Open'],
  );
  assert.ok(
    months.rows.every((m) => m.bills > 250),
    JSON.stringify(months.rows.map((m) => m.bills)),
  );

  const approvers = await db.selectFrom('billing_cancellation_approvers').select('user_id').execute();
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
