import { listLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-leave-applications';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { filteredApplications, sortedApplications, toApplicationRows } from './leave-application-queries.ts';

export const listLeaveApplications = defineRoute({
  endpoint: listLeaveApplicationsEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db, user }) {
    const page = await paginate(sortedApplications(filteredApplications(db, query), query), query, (r) => r);
    return { data: await toApplicationRows(db, user, page.data), total: page.total };
  },
});
