// The demo's month of disconnections, reconnections and field findings (decision 111): for the three
// demo branches, notices served before their orders by more than 48 hours, executed orders with GPS
// and (from the photo job) a meter photo each, account statuses that match the last executed order,
// reconnection fees billed, findings with photos, a second run adding nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { billingDemoSeeder } from '../../src/modules/billing/demo/demo-seeder.ts';
import { generateFieldPhotos, seedFieldDemo } from '../../src/modules/billing/demo/seed-field-demo.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('a month of disconnections and reconnections with photos, and field findings, for the demo branches', async () => {
  const db = t.running.database.db;
  await t.userWithRoles(['MeterDisconnection', 'MobileApp'], { username: 'disconnection.crew' });
  process.env['DEMO_BILLING_CONSUMERS'] = '300';
  try {
    await billingDemoSeeder.run(db, () => {});
  } finally {
    delete process.env['DEMO_BILLING_CONSUMERS'];
  }
  const byBranch = await sql<{ branch: number; kind: string; status: string; n: number }>`
    SELECT c.branch_code AS branch, o.kind, o.status, count(*)::int AS n FROM billing_field_orders o
    JOIN billing_consumers c ON c.id = o.consumer_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
  for (const branch of [5, 10, 15]) {
    const rows = byBranch.rows.filter((r) => r.branch === branch);
    assert.ok(
      rows.some((r) => r.kind === 'Disconnection' && r.status === 'Executed'),
      `branch ${branch}`,
    );
    assert.ok(
      rows.some((r) => r.kind === 'Reconnection' && r.status === 'Executed'),
      `branch ${branch}`,
    );
    assert.ok(
      rows.some((r) => r.kind === 'Disconnection' && r.status !== 'Executed'),
      `branch ${branch}`,
    );
  }
  // No order was made before 48 hours after its notice was served.
  const early = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_orders o
    JOIN billing_disconnection_notices n ON n.id = o.notice_id WHERE o.created_at < n.served_at + interval '48 hours'`.execute(
    db,
  );
  assert.equal(early.rows[0]!.n, 0);
  // The account status follows the last executed order; each executed disconnection billed its fee.
  const mismatched = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_consumers c
    JOIN LATERAL (SELECT o.kind FROM billing_field_orders o WHERE o.consumer_id = c.id AND o.status = 'Executed'
                  ORDER BY o.executed_at DESC LIMIT 1) last ON true
    WHERE c.account_status <> CASE last.kind WHEN 'Disconnection' THEN ${sql.lit(ACCOUNT_STATUS.Disconnected.value)}
                                              ELSE ${sql.lit(ACCOUNT_STATUS.Active.value)} END`.execute(db);
  assert.equal(mismatched.rows[0]!.n, 0);
  const fees = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_orders o
    WHERE o.kind = 'Disconnection' AND o.status = 'Executed' AND o.fee_bill_id IS NULL`.execute(db);
  assert.equal(fees.rows[0]!.n, 0);
  const findings = await db.selectFrom('billing_field_findings').select(['id', 'status']).execute();
  assert.ok(findings.length >= 15);
  assert.ok(findings.some((f) => f.status === 'Reviewed') && findings.some((f) => f.status === 'New'));
  // Each reviewed finding became a real service request in member services, linked to it (decision 115).
  const unlinked = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_findings f
    WHERE f.status = 'Reviewed' AND NOT EXISTS (SELECT 1 FROM msd_service_requests r
      WHERE r.field_finding_id = f.id AND r.request_no = f.action_reference AND r.latitude IS NOT NULL)`.execute(db);
  assert.equal(unlinked.rows[0]!.n, 0);

  // The queued photo job makes one photo per executed order and finding.
  const job = await db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'billing.demo-field-photos')
    .executeTakeFirstOrThrow();
  const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as {
    orderIds: number[];
    findingIds: number[];
  };
  const made = await generateFieldPhotos({ db, payload }, t.running.services.files);
  assert.equal(made.photos, payload.orderIds.length + payload.findingIds.length);
  const executed = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_orders o
    WHERE o.status = 'Executed' AND NOT EXISTS (SELECT 1 FROM billing_field_photos p WHERE p.order_id = o.id)`.execute(
    db,
  );
  assert.equal(executed.rows[0]!.n, 0);

  // Seeding again adds nothing.
  const before = await db
    .selectFrom('billing_field_orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  await seedFieldDemo(db, () => {});
  const again = await db
    .selectFrom('billing_field_orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(again.n, before.n);
});
