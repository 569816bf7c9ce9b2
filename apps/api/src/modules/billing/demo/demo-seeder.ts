import { BillMonthStatus } from '@ilaw/contracts/billing/enums';
// Demo data: three branches with routes and readers, 20,000 consumers of all classes, twelve
// months of rates, readings and bills (bills through the real computation, in batches).
import { sql } from 'kysely';
import type { DemoSeeder } from '../../../platform/modules/define-module.ts';
import { computeBills } from '../compute/compute-bills.ts';
import { seedFieldDemo } from './seed-field-demo.ts';
import { periods, seedBillingData, seedReadings } from './seed-billing.ts';

export const billingDemoSeeder: DemoSeeder = {
  name: 'billing',
  async run(db, log) {
    const any = await db.selectFrom('billing_consumers').select('id').limit(1).executeTakeFirst();
    if (any) {
      // A demo made before disconnections existed gets them now (decision 111).
      await seedFieldDemo(db, log);
      return;
    }
    // Twelve billed months, then the current month open with no readings yet, so the demo clerk
    // can extract, enter or upload readings and compute bills as at any month's start.
    const months = 12;
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
    const firstPeriod = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
    const { monthIds } = await seedBillingData(db, {
      tag: 'D',
      consumers: Number(process.env['DEMO_BILLING_CONSUMERS'] ?? 20_000),
      branches: [5, 10, 15],
      routesPerBranch: 12,
      firstPeriod,
      months: months + 1,
    });
    const billed = monthIds.slice(0, months);
    await seedReadings(db, 'D', billed);
    for (const [i, id] of billed.entries()) {
      const r = await computeBills(
        db,
        { billMonthId: id, testMode: false },
        { userId: null, actorName: 'demo', batchSize: 5000 },
      );
      log(`billing demo: ${periods(firstPeriod, months)[i]} ${r.posted} bills, ${r.totalAmount} pesos`);
      await db
        .updateTable('billing_bill_months')
        .set({ status: BillMonthStatus.Closed, closed_at: new Date() })
        .where('id', '=', id)
        .execute();
    }
    // The demo approver can decide cancellations at once, and the demo reader is one of branch
    // 10's readers (the admin screens change both).
    await sql`
      INSERT INTO approval_step_members (step_id, user_id)
      SELECT s.id, u.id FROM approval_chain_steps s, users u
      WHERE s.document_type = 'billing.bill-cancellation' AND u.username = 'billing.approver'
        AND s.seq = (SELECT max(seq) FROM approval_chain_steps WHERE document_type = 'billing.bill-cancellation')
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`
      UPDATE billing_meter_readers SET user_id = (SELECT id FROM users WHERE username = 'meter.reader')
      WHERE id = (SELECT min(id) FROM billing_meter_readers WHERE branch_code = 10)
        AND EXISTS (SELECT 1 FROM users WHERE username = 'meter.reader')`.execute(db);
    await seedFieldDemo(db, log);
  },
};
