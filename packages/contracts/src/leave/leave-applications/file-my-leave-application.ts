import { endpoint } from '../../http.ts';
import { leaveApplicationRowSchema, myLeaveApplicationFieldsSchema } from './leave-application.ts';

export const fileMyLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/user/leave-applications',
  summary: 'File a leave application for myself (pending HR approval). Half days (0.5) are allowed.',
  body: myLeaveApplicationFieldsSchema,
  response: leaveApplicationRowSchema,
});
