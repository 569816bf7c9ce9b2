import { z } from 'zod';
import { endpoint, isoDate } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { cleanString } from '../../validation.ts';
import { dailyTimeRecordSchema } from './daily-time-record.ts';
import { punchEditFields } from '../fields.ts';

const id = recordId();

export const hrManualEditBody = punchEditFields.extend({
  employeeId: id,
  recordDate: isoDate,
  isTravel: z.boolean().optional(),
  overtimeAuthorized: z.boolean().optional(),
  reason: cleanString().trim().min(1, 'This field is required.').max(500),
});

export const hrManualEditEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord',
  summary: 'Manual edit of one day (kept beside the logs, with who and why).',
  body: hrManualEditBody,
  response: dailyTimeRecordSchema,
});
