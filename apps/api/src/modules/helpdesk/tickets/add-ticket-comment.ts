// A comment by the requester or the IT personnel; IT's first comment is its response.
import { addTicketCommentEndpoint } from '@ilaw/contracts/helpdesk/tickets/add-ticket-comment';
import { TICKET_MESSAGES } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { addEvent, markResponded } from './ticket-events.ts';
import { ticketDetail } from './ticket-queries.ts';

export const addTicketComment = defineRoute({
  endpoint: addTicketCommentEndpoint,
  access: SIGNED_IN,
  async handler({ params, body, db, actor, user }) {
    const before = await ticketDetail(db, user, params.id);
    if (before.status === 'Closed' || before.status === 'Cancelled') throw conflict(TICKET_MESSAGES.closed);
    await db.transaction().execute(async (trx) => {
      await addEvent(trx, params.id, user.id, 'Comment', body.body);
      if (user.id !== before.requesterId) await markResponded(trx, params.id);
      await recordAudit(trx, actor, {
        entityType: 'it-ticket',
        entityId: params.id,
        action: 'commented',
        newValues: { body: body.body },
      });
    });
    return ticketDetail(db, user, params.id);
  },
});
