import { departmentEmployeesEndpoint } from '@ilaw/contracts/dtr/records/list-department-employees';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fullNameSql } from '../compute.ts';
import { departmentInView } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const listDepartmentEmployees = defineRoute({
  endpoint: departmentEmployeesEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = db
      .selectFrom('employees as e')
      .select(['e.id', 'e.employee_id', fullNameSql().as('full_name'), 'e.department_id', 'e.position'])
      .orderBy(sql`lower(e.last_name)`)
      .orderBy(sql`lower(e.first_name)`);
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    return (await q.execute()).map((r) => ({
      id: r.id,
      employeeId: r.employee_id,
      fullName: r.full_name,
      departmentId: r.department_id,
      position: r.position,
    }));
  },
});
