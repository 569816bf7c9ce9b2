import { employeeBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-employee-biometric-logs';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { LOG_SORT, logQuery, toLog } from './log-queries.ts';

const HR = anyRole('Employee');

export const listEmployeeBiometricLogs = defineRoute({
  endpoint: employeeBiometricLogsEndpoint,
  access: HR,
  async handler({ params, query, db }) {
    const e = await db.selectFrom('employees').select('id').where('id', '=', params.employeeId).executeTakeFirst();
    if (!e) throw notFound('The employee was not found.');
    let q = logQuery(db).where('l.employee_id', '=', params.employeeId);
    if (query.from) q = q.where('l.log_date', '>=', query.from);
    if (query.to) q = q.where('l.log_date', '<=', query.to);
    const requested = requestedOrder(query, LOG_SORT);
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('l.log_date', 'desc').orderBy('l.log_time', 'desc').orderBy('l.id'), query, toLog);
  },
});
