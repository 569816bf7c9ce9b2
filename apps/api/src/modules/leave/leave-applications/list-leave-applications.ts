import { listLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-leave-applications';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { applicationRows, sortedApplications, toApplicationRows } from './leave-application-queries.ts';

export const listLeaveApplications = defineRoute({
  endpoint: listLeaveApplicationsEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db, user }) {
    let q = applicationRows(db);
    if (query.status !== undefined) q = q.where('a.status', '=', query.status);
    if (query.employeeId) q = q.where('a.employee_id', '=', query.employeeId);
    // The leave overlaps the period.
    if (query.dateFrom) q = q.where('a.date_to', '>=', query.dateFrom);
    if (query.dateTo) q = q.where('a.date_from', '<=', query.dateTo);
    const page = await paginate(sortedApplications(q, query), query, (r) => r);
    return { data: await toApplicationRows(db, user, page.data), total: page.total };
  },
});
