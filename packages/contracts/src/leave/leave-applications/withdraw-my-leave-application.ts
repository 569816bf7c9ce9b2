import { endpoint, idParam } from '../../http.ts';
import { leaveApplicationRowSchema } from './leave-application.ts';
import { cancelReasonSchema } from './leave-application.ts';

export const withdrawMyLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/user/leave-applications/{id}/withdrawal',
  summary: 'Withdraw my own pending leave application (409 once it is approved or disapproved).',
  params: idParam,
  body: cancelReasonSchema,
  response: leaveApplicationRowSchema,
});
