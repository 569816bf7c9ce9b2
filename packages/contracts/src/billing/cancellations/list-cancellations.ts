import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { CANCELLATION_STATUSES } from '../enums.ts';
import { cancellationSchema } from './cancellation.ts';

export const listCancellationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/cancellation-requests',
  summary: 'Bill cancellation requests.',
  query: pagingQuery.extend({ status: z.enum(CANCELLATION_STATUSES).optional() }),
  response: pagedOf(cancellationSchema),
});
