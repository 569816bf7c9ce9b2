import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { MESSAGES } from '../../validation.ts';
import { requiredDate } from '../fields.ts';
import { scheduleAssignmentSchema } from './schedule-assignment.ts';

const id = recordId(MESSAGES.required);

export const assignScheduleBody = z.object({ employeeId: id, workScheduleId: id, effectiveFrom: requiredDate() });

export const assignScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/work-schedule-assignments',
  summary: "Assign a schedule from a date; the employee's open assignment ends the day before.",
  body: assignScheduleBody,
  response: scheduleAssignmentSchema,
});
