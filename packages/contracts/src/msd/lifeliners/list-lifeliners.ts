import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { LIFELINE_BASES, LIFELINE_STATUSES } from '../enums.ts';
import { LIFELINER_BASE, lifelinerSchema } from './lifeliner.ts';

export const listLifelinersQuery = pagingQuery.extend({
  /** Start of the application no., account no., beneficiary or household ID. */
  search: searchText(100).optional(),
  status: z.enum(LIFELINE_STATUSES).optional(),
  basis: z.enum(LIFELINE_BASES).optional(),
  consumerId: id().optional(),
  overdue: queryBoolean.optional(),
});

export const listLifelinersEndpoint = endpoint({
  method: 'GET',
  path: LIFELINER_BASE,
  summary:
    'Paged lifeline applications, newest first. Filters: search, status, basis, consumer, overdue (pending past the two working days).',
  query: listLifelinersQuery,
  response: pagedOf(lifelinerSchema),
});
