import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import {
  fieldSyncBody,
  fieldSyncResponse,
  photoKeysField,
  syncKey,
  takenAtField,
} from '../../platform/field-sync/field-sync.ts';
import { executeFieldOrderFields } from './field-order.ts';

/** An order executed on a phone without signal (decision 114). */
export const fieldExecutionSchema = executeFieldOrderFields.extend({
  key: syncKey(),
  orderId: id(),
  /** The order's number, for the answer in words. */
  orderNo: z.string().max(40),
  /** The crew the order was assigned to when the phone loaded it. */
  crew: z.string().max(60).nullable(),
  executedAt: takenAtField,
  photoKeys: photoKeysField,
});
export type FieldExecution = z.input<typeof fieldExecutionSchema>;

export const syncFieldOrdersEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-orders/field-sync',
  summary:
    'Disconnection and reconnection orders executed on a phone without signal, with their photos (sent first), sent when it is back online; each posts once by its key. An order cancelled, executed or reassigned in the office meanwhile is answered as a conflict, not executed.',
  body: fieldSyncBody(fieldExecutionSchema),
  response: fieldSyncResponse,
});
