import { departmentRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtrs';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { departmentInView, employeeInView, employeesInDepartment } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const getDepartmentDtrs = defineRoute({
  endpoint: departmentRangedDtrEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    if (query.employeeId) {
      await employeeInView(db, user, query.employeeId, dept);
      return buildEmployeeDtrs(db, [query.employeeId], query.from, query.to);
    }
    return buildEmployeeDtrs(db, await employeesInDepartment(db, dept, true), query.from, query.to);
  },
});
