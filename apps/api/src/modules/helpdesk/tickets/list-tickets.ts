import { listTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-tickets';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { IT_PERSONNEL } from '../access.ts';
import { ticketRows, toTicket } from './ticket-queries.ts';

export const listTickets = defineRoute({
  endpoint: listTicketsEndpoint,
  access: IT_PERSONNEL,
  async handler({ query, db }) {
    let q = ticketRows(db);
    if (query.status) q = q.where('t.status', '=', query.status);
    if (query.priority) q = q.where('t.priority', '=', query.priority);
    if (query.assignedTo !== undefined) q = q.where('t.assigned_to', '=', query.assignedTo);
    if (query.openOnly) q = q.where('t.status', 'in', ['Open', 'Assigned', 'InProgress']);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`(t.ticket_no ILIKE ${like} OR t.subject ILIKE ${like} OR r.full_name ILIKE ${like})`);
    }
    const now = new Date();
    // Most urgent first: priority, then the oldest.
    const order = sql`CASE t.priority WHEN 'Critical' THEN 0 WHEN 'High' THEN 1 WHEN 'Normal' THEN 2 ELSE 3 END`;
    return paginate(
      q
        .orderBy(sql`CASE WHEN t.status IN ('Open', 'Assigned', 'InProgress') THEN 0 ELSE 1 END`)
        .orderBy(order)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc'),
      query,
      (r) => toTicket(r, now),
    );
  },
});
