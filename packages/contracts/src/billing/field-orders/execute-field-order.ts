import { endpoint, idParam } from '../../http.ts';
import { executeFieldOrderFields, fieldOrderSchema } from './field-order.ts';

export const executeFieldOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-orders/{id}/execute',
  summary:
    'Executes an assigned order in the field (multipart: reading, sealNo, latitude, longitude, accuracyM, remarks and the meter photo as "file"): a disconnection makes the account Disconnected and bills the reconnection fee; a reconnection makes it Active. Once: a repeat answers the executed order (200).',
  params: idParam,
  multipart: true,
  body: executeFieldOrderFields,
  response: fieldOrderSchema,
});
