import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { readingUploadSchema } from './reading.ts';

export const uploadReadingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readings/upload',
  summary: 'Upload a filled reading file; each line is checked and the failed ones are listed with a reason.',
  multipart: true,
  body: z.object({ billMonthId: id() }),
  response: readingUploadSchema,
});
