import { getTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/get-ticket';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ticketDetail } from './ticket-queries.ts';

export const getTicket = defineRoute({
  endpoint: getTicketEndpoint,
  access: SIGNED_IN,
  handler: ({ params, db, user }) => ticketDetail(db, user, params.id),
});
