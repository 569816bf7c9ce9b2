import { endpoint, idParam } from '../../http.ts';
import { cancelTripTicketBody, tripTicketSchema } from './trip-ticket.ts';

export const cancelTripTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/trip-tickets/{id}/cancellation',
  summary: 'Cancels an approved trip that will not run, with a reason; the vehicle and driver are free again.',
  params: idParam,
  body: cancelTripTicketBody,
  response: tripTicketSchema,
});
