import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { ADJUSTMENT_STATUSES } from '../enums.ts';
import { adjustmentRequestSchema } from './adjustment-request.ts';

/** Columns the adjustment request list sorts by (the web table's sortable headers). */
export const ADJUSTMENT_SORT_COLUMNS = ['billNo', 'consumer', 'period', 'difference', 'status'] as const;

export const listAdjustmentRequestsQuery = pagingQuery.extend({
  ...sortQuery(ADJUSTMENT_SORT_COLUMNS).shape,
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  accountNo: searchText(30).optional(),
});

export const listAdjustmentRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/adjustment-requests',
  summary: 'Bill adjustment requests, newest first.',
  query: listAdjustmentRequestsQuery,
  response: pagedOf(adjustmentRequestSchema),
});
