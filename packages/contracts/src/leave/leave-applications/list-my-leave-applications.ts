import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { leaveApplicationRowSchema } from './leave-application.ts';

export const myLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/leave-applications',
  summary: 'My leave applications, newest leave first.',
  query: pagingQuery,
  response: pagedOf(leaveApplicationRowSchema),
});
