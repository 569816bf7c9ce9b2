import { endpoint, idParam } from '../../http.ts';
import { tripTicketSchema } from './trip-ticket.ts';

export const getTripTicketEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/trip-tickets/{id}',
  summary: 'One trip ticket with its fuel and approval.',
  params: idParam,
  response: tripTicketSchema,
});
