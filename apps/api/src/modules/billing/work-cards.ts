import { ACCOUNT_STATUS, BillMonthStatus } from '@ilaw/contracts/billing/enums';
// My work counters of billing (the approvals of cancellations and adjustments come from the engine).
import { sql } from 'kysely';
import type { WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';

/** A meter reader's routes with active consumers still unread in an open bill month. */
export const routesLeftToRead: WorkCardSource = {
  key: 'billing.routes-left-to-read',
  label: 'Routes left to read',
  link: '/fsd/billing/transactions/entering-meter-reading',
  roles: ['MeterReader'],
  async count(db, user) {
    const row = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM billing_routes r
      JOIN billing_meter_readers mr ON mr.id = r.meter_reader_id
      WHERE mr.user_id = ${user.id} AND mr.is_active AND r.is_active
        AND EXISTS (
          SELECT 1 FROM billing_bill_months m
          JOIN billing_consumers c ON c.route_id = r.id AND c.account_status = ${sql.lit(ACCOUNT_STATUS.Active.value)}
          WHERE m.status = ${sql.lit(BillMonthStatus.Open)}
            AND NOT EXISTS (SELECT 1 FROM billing_meter_readings x WHERE x.consumer_id = c.id AND x.bill_month_id = m.id))`.execute(
      db,
    );
    return row.rows[0]!.n;
  },
};
