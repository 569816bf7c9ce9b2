import { listEmployeeItemsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-items';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { itemQuery, toEmployeeItem } from './employee-item-queries.ts';

export const listEmployeeItems = defineRoute({
  endpoint: listEmployeeItemsEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ query, db }) {
    let q = itemQuery(db);
    if (query.employeeId !== undefined) q = q.where('i.employee_id', '=', query.employeeId);
    if (query.kind !== undefined) q = q.where('i.kind', '=', query.kind);
    if (query.category !== undefined) q = q.where('i.category', '=', query.category);
    if (query.payrollId !== undefined) q = q.where('i.payroll_id', '=', query.payrollId);
    if (query.activeOnly) q = q.where('i.is_active', '=', true);
    if (query.search) {
      const like = `%${query.search.toLowerCase()}%`;
      q = q.where(
        sql<boolean>`(lower(e.first_name || ' ' || e.last_name) LIKE ${like} OR lower(e.employee_id) LIKE ${like} OR lower(i.label) LIKE ${like})`,
      );
    }
    return paginate(
      q
        .orderBy(sql`lower(e.last_name)`)
        .orderBy(sql`lower(e.first_name)`)
        .orderBy('i.priority')
        .orderBy('i.id'),
      query,
      toEmployeeItem,
    );
  },
});
