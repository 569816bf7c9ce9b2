import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { scheduleAssignmentSchema } from './schedule-assignment.ts';

const id = recordId();

export const listScheduleAssignmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/work-schedule-assignments',
  summary: 'Schedule assignments, optionally of one employee.',
  query: z.object({ employeeId: id.optional() }),
  response: z.array(scheduleAssignmentSchema),
});
