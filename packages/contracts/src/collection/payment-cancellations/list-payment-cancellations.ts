import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { CANCELLATION_STATUSES } from '../common.ts';
import { paymentCancellationSchema } from './payment-cancellation.ts';

export const listPaymentCancellationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/payment-cancellations',
  summary: 'Payment cancellation requests, oldest pending first; each says whether the caller may decide it.',
  query: pagingQuery.extend({ status: z.enum(CANCELLATION_STATUSES).optional() }),
  response: pagedOf(paymentCancellationSchema),
});
