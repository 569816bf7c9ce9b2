import { endpoint, idParam } from '../../http.ts';
import { ticketDetailSchema } from './ticket.ts';

export const getTicketEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-service-requests/{id}',
  summary: 'One IT service request with its comments and clocks (its requester or the IT personnel).',
  params: idParam,
  response: ticketDetailSchema,
});
