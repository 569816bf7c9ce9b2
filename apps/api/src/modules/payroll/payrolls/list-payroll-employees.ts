import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { assertMayReadPayroll } from './payroll-access.ts';
import { lineQuery, toPayrollLine } from './payroll-queries.ts';

export const listPayrollEmployees = defineRoute({
  endpoint: listPayrollEmployeesEndpoint,
  // Payroll staff, and the payroll's signatories (checked below).
  access: SIGNED_IN,
  async handler({ params, query, db, user }) {
    await assertMayReadPayroll(db, user, params.id);
    const payroll = await db.selectFrom('payrolls').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
    let q = lineQuery(db).where('l.payroll_id', '=', params.id);
    if (query.search) {
      const like = `%${query.search.toLowerCase()}%`;
      q = q.where(sql<boolean>`(lower(l.employee_name) LIKE ${like} OR lower(l.employee_code) LIKE ${like})`);
    }
    const order = requestedOrder(query, {
      employee: sql`lower(l.employee_name)`,
      department: sql`lower(l.department_name)`,
      grossPay: sql`l.gross_pay`,
      totalDeductions: sql`l.total_deductions`,
      netPay: sql`l.net_pay`,
    });
    if (order) q = q.orderBy(order);
    return paginate(q.orderBy(sql`lower(l.employee_name)`).orderBy('l.employee_id'), query, toPayrollLine);
  },
});
