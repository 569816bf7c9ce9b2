import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { LEAVE_APPLICATION_SORT_COLUMNS, leaveApplicationRowSchema } from './leave-application.ts';

export const myLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/leave-applications',
  summary: 'My leave applications, newest leave first.',
  query: pagingQuery.extend(sortQuery(LEAVE_APPLICATION_SORT_COLUMNS).shape),
  response: pagedOf(leaveApplicationRowSchema),
});
