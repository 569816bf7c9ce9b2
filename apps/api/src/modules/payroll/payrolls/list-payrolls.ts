import { listPayrollsEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payrolls';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { payrollQuery, toPayrolls } from './payroll-queries.ts';

export const listPayrolls = defineRoute({
  endpoint: listPayrollsEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ query, db, user }) {
    let q = payrollQuery(db);
    if (query.search) q = q.where(sql<boolean>`lower(p.name) LIKE ${`%${query.search.toLowerCase()}%`}`);
    if (query.status) q = q.where('p.status', '=', query.status);
    if (query.payrollTypeId !== undefined) q = q.where('p.payroll_type_id', '=', query.payrollTypeId);
    const order = requestedOrder(query, {
      name: sql`lower(p.name)`,
      periodStart: sql`p.period_start`,
      payDate: sql`p.pay_date`,
      status: sql`p.status`,
      employeeCount: sql`p.employee_count`,
      totalNet: sql`p.total_net`,
    });
    if (order) q = q.orderBy(order);
    const page = await paginate(q.orderBy('p.period_end', 'desc').orderBy('p.id', 'desc'), query, (r) => r);
    return { data: await toPayrolls(db, user, page.data), total: page.total };
  },
});
