import { BillStatus } from '@ilaw/contracts/billing/enums';
import { totalBilledEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { totalsSql } from './report-queries.ts';

export const totalBilled = defineRoute({
  endpoint: totalBilledEndpoint,
  access: BILLING_VIEW,
  async handler({ db }) {
    const rows = await sql<{ id: number; period: string; status: string; bills: number; kwh: string; total: string }>`
      SELECT m.id, m.period, m.status, ${totalsSql}
      FROM billing_bill_months m LEFT JOIN billing_bills b ON b.bill_month_id = m.id AND b.status = ${sql.lit(BillStatus.Posted)}
      GROUP BY m.id ORDER BY m.period DESC`.execute(db);
    return rows.rows.map((r) => ({
      billMonthId: r.id,
      period: r.period,
      status: r.status,
      bills: Number(r.bills),
      kwh: new Decimal(r.kwh).toFixed(2),
      total: new Decimal(r.total).toFixed(2),
    }));
  },
});
