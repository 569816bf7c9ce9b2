import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { TEST_RESULTS } from '../enums.ts';
import { dataSheetSchema } from './data-sheet.ts';

export const dataSheetFilterQuery = z.object({
  /** Start of the sheet no. or the transformer's serial no. */
  search: searchText(60).optional(),
  transformerId: id().optional(),
  result: z.enum(TEST_RESULTS).optional(),
  /** Only sheets still waiting for their results. */
  pending: queryBoolean.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});

export const listDataSheetsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/data-sheets',
  summary:
    'Paged transformer data sheets (test events), newest test first. Filters: search, transformer, result, pending, test date range.',
  query: pagingQuery.extend(dataSheetFilterQuery.shape),
  response: pagedOf(dataSheetSchema),
});
