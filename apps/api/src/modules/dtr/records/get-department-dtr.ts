import { departmentGetDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtr';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { departmentInView, employeeInView } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const getDepartmentDtr = defineRoute({
  endpoint: departmentGetDtrEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, undefined);
    await employeeInView(db, user, query.employeeId, dept);
    const [sheet] = await buildEmployeeDtrs(db, [query.employeeId], query.from, query.to);
    if (!sheet) throw notFound('The employee was not found.');
    return sheet;
  },
});
