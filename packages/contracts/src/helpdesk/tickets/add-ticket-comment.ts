import { endpoint, idParam } from '../../http.ts';
import { ticketCommentBody, ticketDetailSchema } from './ticket.ts';

export const addTicketCommentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-service-requests/{id}/comments',
  summary: "A comment on the request by its requester or the IT personnel (IT's first one is the response).",
  params: idParam,
  body: ticketCommentBody,
  response: ticketDetailSchema,
});
