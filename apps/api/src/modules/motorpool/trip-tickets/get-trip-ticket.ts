import { getTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/get-trip-ticket';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MOTORPOOL } from '../access.ts';
import { tripById } from './trip-ticket-queries.ts';

export const getTripTicket = defineRoute({
  endpoint: getTripTicketEndpoint,
  access: MOTORPOOL,
  handler: ({ params, db, user }) => tripById(db, user, params.id),
});
