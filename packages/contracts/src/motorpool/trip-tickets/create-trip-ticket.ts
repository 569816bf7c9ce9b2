import { endpoint } from '../../http.ts';
import { tripTicketFieldsSchema, tripTicketSchema } from './trip-ticket.ts';

export const createTripTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/trip-tickets',
  summary:
    "Prepares a trip ticket under the next trip number ('TT-2026-000001') and sends it for approval; an overlap with an approved trip of the vehicle or driver is refused.",
  body: tripTicketFieldsSchema,
  response: tripTicketSchema,
});
