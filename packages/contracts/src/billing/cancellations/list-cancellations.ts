import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { CANCELLATION_STATUSES } from '../enums.ts';
import { cancellationSchema } from './cancellation.ts';

/** Columns the cancellation request list sorts by (the web table's sortable headers). */
export const CANCELLATION_SORT_COLUMNS = ['billNo', 'consumer', 'period', 'amount', 'status'] as const;

export const listCancellationsQuery = pagingQuery.extend({
  ...sortQuery(CANCELLATION_SORT_COLUMNS).shape,
  status: z.enum(CANCELLATION_STATUSES).optional(),
});

export const listCancellationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/cancellation-requests',
  summary: 'Bill cancellation requests.',
  query: listCancellationsQuery,
  response: pagedOf(cancellationSchema),
});
