import { getMyLeaveApplicationFormEndpoint } from '@ilaw/contracts/leave/leave-applications/get-my-leave-application-form';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ownEmployee } from '../../dtr/public.ts';
import { applicationForm } from './application-form.ts';

export const getMyLeaveApplicationForm = defineRoute({
  endpoint: getMyLeaveApplicationFormEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    const me = await ownEmployee(db, user);
    return applicationForm(db, user, params.id, me.id);
  },
});
