import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { ADJUSTMENT_STATUSES } from '../enums.ts';
import { adjustmentRequestSchema } from './adjustment-request.ts';

export const listAdjustmentRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/adjustment-requests',
  summary: 'Bill adjustment requests, newest first.',
  query: pagingQuery.extend({
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
    accountNo: searchText(30).optional(),
  }),
  response: pagedOf(adjustmentRequestSchema),
});
