import { endpoint, idParam } from '../../http.ts';
import { travelOrderSchema } from './travel-order.ts';

export const submitTravelOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/travel-orders/{id}/submission',
  summary:
    'Sends the travel order to its signatories (recommending, then approving). Twenty identical submissions open one request; the rest answer 409.',
  params: idParam,
  response: travelOrderSchema,
});
