import { endpoint, idParam } from '../../http.ts';
import { cancelTravelOrderBody, travelOrderSchema } from './travel-order.ts';

export const cancelTravelOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/travel-orders/{id}/cancellation',
  summary: "Cancels an approved travel order with a reason; the travellers' DTR days stop showing the travel.",
  params: idParam,
  body: cancelTravelOrderBody,
  response: travelOrderSchema,
});
