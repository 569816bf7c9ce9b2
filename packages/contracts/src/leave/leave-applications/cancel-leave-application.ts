import { endpoint, idParam } from '../../http.ts';
import { leaveApplicationRowSchema } from './leave-application.ts';
import { cancelReasonSchema } from './leave-application.ts';

export const cancelLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leave-applications/{id}/cancellation',
  summary:
    'Cancel a pending application, or reverse an approved one: a reversing line is posted against each of its Used and WithoutPay lines.',
  params: idParam,
  body: cancelReasonSchema,
  response: leaveApplicationRowSchema,
});
