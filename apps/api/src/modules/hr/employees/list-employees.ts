import { listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { HR_READERS } from '../access.ts';
import { employeeListQuery } from './employee-list-query.ts';
import { toEmployee } from './employee-queries.ts';

export const listEmployees = defineRoute({
  endpoint: listEmployeesEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ query, db }) {
    return paginate(employeeListQuery(db, query), query, toEmployee);
  },
});
