import { listMyTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-my-tickets';
import { paginate } from '../../../platform/db/paging.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ticketRows, toTicket } from './ticket-queries.ts';

export const listMyTickets = defineRoute({
  endpoint: listMyTicketsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    let q = ticketRows(db).where('t.requester_id', '=', user.id);
    if (query.status) q = q.where('t.status', '=', query.status);
    const now = new Date();
    return paginate(q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'), query, (r) => toTicket(r, now));
  },
});
