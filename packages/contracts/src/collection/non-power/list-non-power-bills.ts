import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { nonPowerBillSchema } from './non-power.ts';

export const listNonPowerBillsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/billing/non-power-bills',
  summary: 'Non-power bills, newest first, by status, consumer or search (bill no., payer, account).',
  query: pagingQuery.extend({
    status: z.enum(['Unpaid', 'Paid']).optional(),
    consumerId: id().optional(),
    search: searchText(60).optional(),
  }),
  response: pagedOf(nonPowerBillSchema),
});
