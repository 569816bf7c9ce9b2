import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { FOURPS_MATCHES, FOURPS_OUTCOMES } from '../enums.ts';
import { FOURPS_BASE, fourPsLineSchema } from './fourps.ts';

export const listFourPsLinesQuery = pagingQuery.extend({
  /** Start of the household ID, last or first name, or the file's name. */
  search: searchText(100).optional(),
  outcome: z.enum(FOURPS_OUTCOMES).optional(),
  match: z.enum(FOURPS_MATCHES).optional(),
});

export const listFourPsLinesEndpoint = endpoint({
  method: 'GET',
  path: `${FOURPS_BASE}/lines`,
  summary:
    'Paged lines of the imported 4Ps lists, newest first, with their candidate accounts. Filters: search, outcome (Pending: the near-matches to review), match.',
  query: listFourPsLinesQuery,
  response: pagedOf(fourPsLineSchema),
});
