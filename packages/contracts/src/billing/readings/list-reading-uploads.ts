import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { readingUploadSchema } from './reading.ts';

/** Columns the reading upload list sorts by (the web table's sortable headers). */
export const READING_UPLOAD_SORT_COLUMNS = [
  'createdAt',
  'fileName',
  'period',
  'totalLines',
  'accepted',
  'unchanged',
  'failed',
] as const;

export const listReadingUploadsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/uploads',
  summary: 'Reading uploads, newest first.',
  query: pagingQuery.extend({
    ...sortQuery(READING_UPLOAD_SORT_COLUMNS).shape,
    billMonthId: id().optional(),
  }),
  response: pagedOf(readingUploadSchema),
});
