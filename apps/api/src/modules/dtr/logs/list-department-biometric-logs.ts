import { departmentBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-department-biometric-logs';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LOG_SORT, logQuery, toLog } from './log-queries.ts';
import { departmentInView } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const listDepartmentBiometricLogs = defineRoute({
  endpoint: departmentBiometricLogsEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = logQuery(db).where('l.log_date', '>=', query.from).where('l.log_date', '<=', query.to);
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    if (query.employeeId) q = q.where('l.employee_id', '=', query.employeeId);
    const requested = requestedOrder(query, LOG_SORT);
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('l.log_date', 'desc').orderBy('l.log_time', 'desc').orderBy('l.id'), query, toLog);
  },
});
