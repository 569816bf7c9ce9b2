import { hrAllEmployeeDtrEndpoint } from '@ilaw/contracts/dtr/records/get-all-employee-dtrs';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { employeesInDepartment } from '../scope.ts';

const HR = anyRole('Employee');

export const getAllEmployeeDtrs = defineRoute({
  endpoint: hrAllEmployeeDtrEndpoint,
  access: HR,
  async handler({ query, db }) {
    return buildEmployeeDtrs(db, await employeesInDepartment(db, null, true), query.from, query.to);
  },
});
