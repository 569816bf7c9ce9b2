import { myLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-my-leave-applications';
import { paginate } from '../../../platform/db/paging.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ownEmployee } from '../../dtr/public.ts';
import { applicationRows, sortedApplications, toApplicationRows } from './leave-application-queries.ts';

export const listMyLeaveApplications = defineRoute({
  endpoint: myLeaveApplicationsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    const page = await paginate(
      sortedApplications(applicationRows(db).where('a.employee_id', '=', me.id), query),
      query,
      (r) => r,
    );
    return { data: await toApplicationRows(db, user, page.data), total: page.total };
  },
});
