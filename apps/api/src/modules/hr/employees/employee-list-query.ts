// The employee list's filters and order, shared by the paged list and its Excel export so the file
// holds exactly the rows the screen shows.
import type { z } from 'zod';
import type { listEmployeesQuery } from '@ilaw/contracts/hr/employees/list-employees';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { employeeQuery, likePrefix } from './employee-queries.ts';

export type EmployeeListFilter = Omit<z.output<typeof listEmployeesQuery>, 'page' | 'itemsPerPage'>;

export function employeeListQuery(db: Kysely<Database>, query: EmployeeListFilter) {
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
  return q
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('e.id');
}
