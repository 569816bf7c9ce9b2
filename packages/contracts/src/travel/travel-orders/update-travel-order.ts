import { endpoint, idParam } from '../../http.ts';
import { travelOrderFieldsSchema, travelOrderSchema } from './travel-order.ts';

export const updateTravelOrderEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/ogm/travel-orders/{id}',
  summary: 'Changes a draft, disapproved or withdrawn travel order (its TO number stays).',
  params: idParam,
  body: travelOrderFieldsSchema,
  response: travelOrderSchema,
});
