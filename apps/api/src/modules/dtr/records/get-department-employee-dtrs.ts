import { hrDtrByDepartmentEndpoint } from '@ilaw/contracts/dtr/records/get-department-employee-dtrs';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { employeesInDepartment } from '../scope.ts';

const HR = anyRole('Employee');

export const getDepartmentEmployeeDtrs = defineRoute({
  endpoint: hrDtrByDepartmentEndpoint,
  access: HR,
  async handler({ query, db }) {
    return buildEmployeeDtrs(db, await employeesInDepartment(db, query.departmentId, true), query.from, query.to);
  },
});
