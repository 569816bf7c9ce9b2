import { myLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications';
import { paginate } from '../../platform/db/paging.ts';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { ownEmployee } from '../dtr/public.ts';
import { applicationRows, toApplicationRow } from './applications.ts';

export const myLeaveApplications = defineRoute({
  endpoint: myLeaveApplicationsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    return paginate(applicationRows(db).where('a.employee_id', '=', me.id), query, toApplicationRow);
  },
});
