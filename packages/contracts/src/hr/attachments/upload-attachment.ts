import { endpoint } from '../../http.ts';
import { optionalText } from '../../validation.ts';
import { employeeRecordParam } from '../employees/get-employee.ts';
import { attachmentSchema } from './attachment.ts';
import { z } from 'zod';

export const uploadAttachmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/employees/{employeeId}/attachments',
  summary:
    'Attach one or more files of any type (multipart field "file", optional "description"); over the upload limit answers 413.',
  params: employeeRecordParam,
  multipart: true,
  body: z.object({ description: optionalText(200) }),
  response: z.array(attachmentSchema),
});
