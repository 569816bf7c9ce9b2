import { endpoint } from '../../http.ts';
import { employeeRecordParam } from '../employees/get-employee.ts';
import { attachmentSchema } from './attachment.ts';
import { z } from 'zod';

export const listAttachmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/employees/{employeeId}/attachments',
  summary: "The employee's attachments, newest first.",
  params: employeeRecordParam,
  response: z.array(attachmentSchema),
});
