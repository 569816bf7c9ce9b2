import { BillStatus } from '@ilaw/contracts/billing/enums';
import { monthlyBilledReportEndpoint } from '@ilaw/contracts/billing/reports/get-monthly-billed-report';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_REPORTS } from '../access.ts';
import { totalsSql } from './report-queries.ts';

export const monthlyBilledReport = defineRoute({
  endpoint: monthlyBilledReportEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    const rows = await sql<{ period: string; consumer_class: string; bills: number; kwh: string; total: string }>`
      SELECT m.period, b.consumer_class::text AS consumer_class, ${totalsSql}
      FROM billing_bills b JOIN billing_bill_months m ON m.id = b.bill_month_id
      WHERE b.status = ${sql.lit(BillStatus.Posted)} AND m.period LIKE ${`${query.year}-%`}
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
    return rows.rows.map((r) => ({
      period: r.period,
      consumerClass: r.consumer_class,
      bills: Number(r.bills),
      kwh: new Decimal(r.kwh).toFixed(2),
      total: new Decimal(r.total).toFixed(2),
    }));
  },
});
