import { endpoint, idParam } from '../../http.ts';
import { ticketActionBody, ticketDetailSchema } from './ticket.ts';

export const updateTicketStatusEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-service-requests/{id}/status',
  summary:
    'IT personnel assign (to one of the IT personnel), start, resolve (with the resolution) or cancel a request.',
  params: idParam,
  body: ticketActionBody,
  response: ticketDetailSchema,
});
