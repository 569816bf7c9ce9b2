import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { INSPECTION_RESULTS } from '../enums.ts';
import { inspectionSchema } from '../connection-applications/connection-application.ts';
import { CONNECTION_INSPECTION_BASE } from './connection-inspection.ts';

export const listConnectionInspectionsQuery = pagingQuery.extend({
  /** Start of the application no. or applicant name. */
  search: searchText(100).optional(),
  result: z.enum(INSPECTION_RESULTS).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});

export const listConnectionInspectionsEndpoint = endpoint({
  method: 'GET',
  path: CONNECTION_INSPECTION_BASE,
  summary: 'Paged PUE inspections, latest first. Filters: search, result, inspection dates.',
  query: listConnectionInspectionsQuery,
  response: pagedOf(inspectionSchema),
});
