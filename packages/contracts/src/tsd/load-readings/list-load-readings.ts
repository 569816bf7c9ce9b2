import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { LOAD_FLAGS } from '../enums.ts';
import { loadReadingSchema } from './load-reading.ts';

export const listLoadReadingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/load-readings',
  summary: 'Paged load-management readings, newest first. Filters: transformer (its history), flag, read date range.',
  query: pagingQuery.extend({
    transformerId: id().optional(),
    flag: z.enum(LOAD_FLAGS).optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(loadReadingSchema),
});
