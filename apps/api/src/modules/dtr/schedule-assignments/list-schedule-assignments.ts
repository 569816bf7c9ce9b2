import { listScheduleAssignmentsEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/list-schedule-assignments';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { assignmentQuery, toAssignment } from './schedule-assignment-queries.ts';

const HR = anyRole('Employee');

export const listScheduleAssignments = defineRoute({
  endpoint: listScheduleAssignmentsEndpoint,
  access: HR,
  async handler({ query, db }) {
    let q = assignmentQuery(db);
    if (query.employeeId) q = q.where('a.employee_id', '=', query.employeeId);
    return (await q.execute()).map(toAssignment);
  },
});
