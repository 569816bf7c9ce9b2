import { BillStatus } from '@ilaw/contracts/billing/enums';
import { totalBilledDetailEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed-detail';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { BILLING_VIEW } from '../access.ts';
import { totalsSql } from './report-queries.ts';

export const totalBilledDetail = defineRoute({
  endpoint: totalBilledDetailEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    const m = await sql<{ id: number; period: string; status: string; bills: number; kwh: string; total: string }>`
      SELECT m.id, m.period, m.status, ${totalsSql}
      FROM billing_bill_months m LEFT JOIN billing_bills b ON b.bill_month_id = m.id AND b.status = ${sql.lit(BillStatus.Posted)}
      WHERE m.id = ${params.id} GROUP BY m.id`.execute(db);
    const month = m.rows[0];
    if (!month) throw notFound('The bill month was not found.');
    const rows = await sql<{ branch_code: number; consumer_class: string; bills: number; kwh: string; total: string }>`
      SELECT b.branch_code, b.consumer_class::text AS consumer_class, ${totalsSql}
      FROM billing_bills b WHERE b.bill_month_id = ${params.id} AND b.status = ${sql.lit(BillStatus.Posted)}
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
    return {
      month: {
        billMonthId: month.id,
        period: month.period,
        status: month.status,
        bills: Number(month.bills),
        kwh: new Decimal(month.kwh).toFixed(2),
        total: new Decimal(month.total).toFixed(2),
      },
      rows: rows.rows.map((r) => ({
        branchCode: r.branch_code,
        consumerClass: r.consumer_class,
        bills: Number(r.bills),
        kwh: new Decimal(r.kwh).toFixed(2),
        total: new Decimal(r.total).toFixed(2),
      })),
    };
  },
});
