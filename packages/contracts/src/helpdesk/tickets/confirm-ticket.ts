import { endpoint, idParam } from '../../http.ts';
import { confirmTicketBody, ticketDetailSchema } from './ticket.ts';

export const confirmTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-service-requests/{id}/confirmation',
  summary: 'The requester confirms the resolution (closed) or reopens the request with a reason.',
  params: idParam,
  body: confirmTicketBody,
  response: ticketDetailSchema,
});
