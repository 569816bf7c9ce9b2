import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode, searchText } from '../../primitives.ts';
import { INTERRUPTION_KINDS } from '../enums.ts';
import { interruptionSchema } from './interruption.ts';

export const monthQuery = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-01.');

export const listInterruptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/interruptions',
  summary:
    'Paged power interruptions, latest first. Filters: month started (Manila), kind, branch, search (start of the feeder or cause).',
  query: pagingQuery.extend({
    month: monthQuery.optional(),
    kind: z.enum(INTERRUPTION_KINDS).optional(),
    branchCode: branchCode().optional(),
    search: searchText(60).optional(),
  }),
  response: pagedOf(interruptionSchema),
});
