import { z } from 'zod';
import { endpoint } from '../http.ts';
import { id } from '../primitives.ts';
import { optionalText } from '../validation.ts';
import { periodStatusSchema } from './report.ts';

export const submitReportEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/report-submissions',
  summary:
    'Uploads a report for a template\'s period (multipart field "file" of an accepted kind); after the due date it is recorded late. A new upload keeps the earlier ones.',
  multipart: true,
  body: z.object({
    templateId: id(),
    periodKey: z
      .string()
      .trim()
      .regex(/^\d{4}(-(0[1-9]|1[0-2]|Q[1-4]))?$/, 'Choose the period.'),
    remarks: optionalText(1000),
  }),
  response: periodStatusSchema,
});
