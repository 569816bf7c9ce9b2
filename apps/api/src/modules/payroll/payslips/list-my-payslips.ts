import { listMyPayslipsEndpoint } from '@ilaw/contracts/payroll/payslips/list-my-payslips';
import type { PagingQuery } from '@ilaw/contracts/http';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { PayslipSummary } from '@ilaw/contracts/payroll/payslips/payslip';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const listMyPayslips = defineRoute({
  endpoint: listMyPayslipsEndpoint,
  // The signed-in user's own payslips, of posted payrolls only.
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const own = await ownEmployeeId(db, user.id);
    if (own === null) return { data: [], total: 0 };
    return publishedPayslips(db, own, query);
  },
});

/** An employee's payslips of posted payrolls, latest pay date first. */
export function publishedPayslips(db: Kysely<Database>, employeeId: number, query: PagingQuery) {
  const q = db
    .selectFrom('payroll_lines as l')
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .select([
      'p.id',
      'p.name',
      'p.period_start',
      'p.period_end',
      'p.pay_date',
      'l.gross_pay',
      'l.total_deductions',
      'l.net_pay',
    ])
    .where('l.employee_id', '=', employeeId)
    .where('p.status', '=', 'Posted')
    .orderBy('p.pay_date', 'desc')
    .orderBy('p.period_end', 'desc')
    .orderBy('p.id', 'desc');
  return paginate(q, query, (r): PayslipSummary => ({
    payrollId: r.id,
    payrollName: r.name,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    payDate: r.pay_date,
    grossPay: r.gross_pay,
    totalDeductions: r.total_deductions,
    netPay: r.net_pay,
  }));
}
