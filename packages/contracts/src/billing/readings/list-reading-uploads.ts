import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { readingUploadSchema } from './reading.ts';

export const listReadingUploadsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/uploads',
  summary: 'Reading uploads, newest first.',
  query: pagingQuery.extend({ billMonthId: id().optional() }),
  response: pagedOf(readingUploadSchema),
});
