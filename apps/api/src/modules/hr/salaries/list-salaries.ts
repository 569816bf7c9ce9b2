import { listSalariesEndpoint } from '@ilaw/contracts/hr/salaries/list-salaries';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { PAY_READERS } from '../access.ts';
import { likePrefix } from '../employees/employee-queries.ts';
import { salaryQuery, toSalary } from './salary-queries.ts';

export const listSalaries = defineRoute({
  endpoint: listSalariesEndpoint,
  access: anyRole(...PAY_READERS),
  async handler({ query, db }) {
    const today = manilaToday();
    let q = salaryQuery(db, today);
    if (query.employeeId !== undefined) q = q.where('s.employee_id', '=', query.employeeId);
    if (query.search) {
      const term = likePrefix(query.search);
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(e.last_name)`, 'like', term),
          eb(sql`lower(e.first_name)`, 'like', term),
          eb(sql`lower(e.employee_id)`, 'like', term),
        ]),
      );
    }
    if (query.currentOnly) {
      const asOf = query.asOf ?? today;
      q = q.where(
        sql<boolean>`s.effective_date = (SELECT max(x.effective_date) FROM salaries x WHERE x.employee_id = s.employee_id AND x.effective_date <= ${asOf}::date)`,
      );
    }
    const ordered = q
      .orderBy(sql`lower(e.last_name)`)
      .orderBy(sql`lower(e.first_name)`)
      .orderBy('s.employee_id')
      .orderBy('s.effective_date', 'desc');
    return paginate(ordered, query, toSalary);
  },
});
