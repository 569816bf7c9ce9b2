import { endpoint, idParam } from '../../http.ts';
import { closeTripTicketBody, tripTicketSchema } from './trip-ticket.ts';

export const closeTripTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/trip-tickets/{id}/closing',
  summary: "Closes an approved trip with its actual times and odometer out and in; the vehicle's odometer follows.",
  params: idParam,
  body: closeTripTicketBody,
  response: tripTicketSchema,
});
