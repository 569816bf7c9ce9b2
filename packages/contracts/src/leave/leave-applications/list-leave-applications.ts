import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id, integer } from '../../primitives.ts';
import { LEAVE_APPLICATION_SORT_COLUMNS, leaveApplicationRowSchema } from './leave-application.ts';

export const leaveApplicationsQuery = pagingQuery.extend({
  ...sortQuery(LEAVE_APPLICATION_SORT_COLUMNS).shape,
  status: integer(0, 3).optional(),
  employeeId: id().optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});

export const listLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leave-applications',
  summary: 'Leave applications, newest leave first; filter by status, employee and a date range the leave overlaps.',
  query: leaveApplicationsQuery,
  response: pagedOf(leaveApplicationRowSchema),
});
