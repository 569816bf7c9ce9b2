import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { fieldOrderSchema } from './field-order.ts';

export const assignFieldOrdersEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-orders/assign',
  summary: 'Assigns open or assigned orders to a crew (by its name); executed or cancelled ones are refused (409).',
  body: z.object({ orderIds: z.array(id()).min(1, 'Choose at least one order.').max(500), crew: requiredText(2, 60) }),
  response: z.array(fieldOrderSchema),
});
