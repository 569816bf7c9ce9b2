import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id, integer } from '../../primitives.ts';
import { leaveApplicationRowSchema } from './leave-application.ts';

export const listLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leave-applications',
  summary: 'Leave applications, newest leave first; filter by status, employee and a date range the leave overlaps.',
  query: pagingQuery.extend({
    status: integer(0, 3).optional(),
    employeeId: id().optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(leaveApplicationRowSchema),
});
