import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { TICKET_STATUSES, ticketSchema } from './ticket.ts';

export const listMyTicketsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-service-requests/mine',
  summary: "The signed-in user's own IT service requests, newest first.",
  query: pagingQuery.extend({ status: z.enum(TICKET_STATUSES).optional() }),
  response: pagedOf(ticketSchema),
});
