import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';

export const readingUploadFailuresEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/uploads/{id}/failures',
  summary: 'The failed-log list of an upload: line, account and reason.',
  params: idParam,
  response: z.array(
    z.object({
      lineNo: z.number().int(),
      accountNo: z.string().nullable(),
      lineText: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
