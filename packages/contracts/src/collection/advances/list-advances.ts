import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { advanceBalanceRowSchema } from './advance.ts';

export const listAdvancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/advances',
  summary: 'Consumers with an advance balance (withUnpaidBills: only those with bills it can pay).',
  query: pagingQuery.extend({
    search: searchText(60).optional(),
    withUnpaidBills: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  }),
  response: pagedOf(advanceBalanceRowSchema),
});
