import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { MESSAGES, requiredText } from '../../validation.ts';
import { dailyTimeRecordSchema } from './daily-time-record.ts';
import { punchEditFields, requiredDate } from '../fields.ts';

const id = recordId(MESSAGES.required);

export const hrManualEditBody = punchEditFields.extend({
  employeeId: id,
  recordDate: requiredDate(),
  isTravel: z.boolean().optional(),
  overtimeAuthorized: z.boolean().optional(),
  reason: requiredText(1, 500),
});

export const hrManualEditEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord',
  summary: 'Manual edit of one day (kept beside the logs, with who and why).',
  body: hrManualEditBody,
  response: dailyTimeRecordSchema,
});
