import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import { sql } from 'kysely';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { likePrefix } from './employee-queries.ts';

/** Staff directory for pickers: any signed-in user (names, numbers, department; no personal data). */
export const employeeOptions = defineRoute({
  endpoint: employeeOptionsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db }) {
    let q = db
      .selectFrom('employees as e')
      .select([
        'e.id',
        'e.employee_id',
        'e.first_name',
        'e.middle_name',
        'e.last_name',
        'e.suffix',
        'e.department_id',
        'e.branch_code',
        'e.position',
        'e.employee_status',
      ]);
    if (!query.includeInactive) q = q.where('e.employee_status', '=', EMPLOYEE_STATUS.Active.value);
    if (query.departmentId !== undefined) q = q.where('e.department_id', '=', query.departmentId);
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
    const rows = await q
      .orderBy(sql`lower(e.last_name)`)
      .orderBy(sql`lower(e.first_name)`)
      .orderBy('e.id')
      .limit(2000)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      employeeId: r.employee_id,
      fullName: employeeDisplayName({
        firstName: r.first_name,
        middleName: r.middle_name,
        lastName: r.last_name,
        suffix: r.suffix,
      }),
      departmentId: r.department_id,
      branchCode: r.branch_code,
      position: r.position,
      employeeStatus: r.employee_status,
    }));
  },
});
