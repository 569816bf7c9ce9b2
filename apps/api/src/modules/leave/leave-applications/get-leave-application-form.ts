import { getLeaveApplicationFormEndpoint } from '@ilaw/contracts/leave/leave-applications/get-leave-application-form';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { applicationForm } from './application-form.ts';

export const getLeaveApplicationForm = defineRoute({
  endpoint: getLeaveApplicationFormEndpoint,
  access: anyRole('LeaveLedger'),
  handler: ({ params, db, user }) => applicationForm(db, user, params.id),
});
