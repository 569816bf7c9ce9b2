import { departmentDtrListEndpoint } from '@ilaw/contracts/dtr/records/list-department-daily-time-records';
import { sql } from 'kysely';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { DTR_SORT, storedDtrQuery, storedDtrToDto } from './record-queries.ts';
import { departmentInView } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const listDepartmentDailyTimeRecords = defineRoute({
  endpoint: departmentDtrListEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = storedDtrQuery(db, query.from, query.to);
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    if (query.employeeId) q = q.where('r.employee_id', '=', query.employeeId);
    const requested = requestedOrder(query, DTR_SORT);
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(
      q
        .orderBy(sql`lower(e.last_name)`)
        .orderBy('r.employee_id')
        .orderBy('r.record_date'),
      query,
      storedDtrToDto,
    );
  },
});
