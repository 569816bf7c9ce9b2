import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { fieldOrderSchema } from './field-order.ts';

export const createDisconnectionOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-orders/disconnection',
  summary:
    'Orders the disconnection of a served notice: refused before 48 hours after service and when the consumer is no longer past due beyond the threshold; once per notice (a repeat answers the order, 200).',
  body: z.object({ noticeId: id() }),
  response: fieldOrderSchema,
});
