import { z } from 'zod';
import { endpoint, isoDate } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { scheduleAssignmentSchema } from './schedule-assignment.ts';

const id = recordId();

export const assignScheduleBody = z.object({ employeeId: id, workScheduleId: id, effectiveFrom: isoDate });

export const assignScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/work-schedule-assignments',
  summary: "Assign a schedule from a date; the employee's open assignment ends the day before.",
  body: assignScheduleBody,
  response: scheduleAssignmentSchema,
});
