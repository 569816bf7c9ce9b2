import { endpoint, idParam } from '../../http.ts';
import { travelOrderSchema } from './travel-order.ts';

export const getTravelOrderEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/ogm/travel-orders/{id}',
  summary: 'One travel order with its travellers and approval.',
  params: idParam,
  response: travelOrderSchema,
});
