import { endpoint, pagedOf } from '../../http.ts';
import { fieldOrderSchema, listFieldOrdersQuery } from './field-order.ts';

export const listFieldOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/field-orders',
  summary: 'Disconnection and reconnection orders by kind, status, branch, route and crew; newest first.',
  query: listFieldOrdersQuery,
  response: pagedOf(fieldOrderSchema),
});
