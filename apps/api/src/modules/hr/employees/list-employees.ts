import { listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { HR_READERS } from '../access.ts';
import { employeeQuery, likePrefix, toEmployee } from './employee-queries.ts';

export const listEmployees = defineRoute({
  endpoint: listEmployeesEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ query, db }) {
    let q = employeeQuery(db);
    const search = query.search?.trim();
    if (search) {
      // Prefix matches only, so the text_pattern_ops indexes of 0100_hr.sql serve them.
      const whole = likePrefix(search);
      const words = search.split(/\s+/).filter(Boolean).map(likePrefix);
      q = q.where((eb) => {
        const starts = (term: string) =>
          eb.or([
            eb(sql`lower(e.last_name)`, 'like', term),
            eb(sql`lower(e.first_name)`, 'like', term),
            eb(sql`lower(e.employee_id)`, 'like', term),
          ]);
        return words.length > 1 ? eb.or([starts(whole), eb.and(words.map(starts))]) : starts(whole);
      });
    }
    if (query.departmentId !== undefined) q = q.where('e.department_id', '=', query.departmentId);
    if (query.branchCode !== undefined) q = q.where('e.branch_code', '=', query.branchCode);
    if (query.employeeStatus !== undefined) q = q.where('e.employee_status', '=', query.employeeStatus);
    if (query.employmentType !== undefined) q = q.where('e.employment_type', '=', query.employmentType);
    const requested = requestedOrder(query, {
      employeeId: sql`e.employee_id`,
      name: sql`lower(e.last_name || ', ' || e.first_name)`,
      department: sql`d.code`,
      branch: sql`b.name`,
      employmentType: sql`e.employment_type`,
      dateHired: sql`e.date_hired`,
      status: sql`e.employee_status`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    const ordered = q
      .orderBy(sql`lower(e.last_name)`)
      .orderBy(sql`lower(e.first_name)`)
      .orderBy('e.id');
    return paginate(ordered, query, toEmployee);
  },
});
