import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketSchema } from './ticket.ts';

export const listTicketsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-service-requests',
  summary: 'Every IT service request for the IT personnel: by status, priority, assignee, open ones only, or search.',
  query: pagingQuery.extend({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assignedTo: id().optional(),
    openOnly: queryBoolean.optional(),
    search: searchText(100).optional(),
  }),
  response: pagedOf(ticketSchema),
});
