// The requester confirms the resolution (the request closes) or reopens it with a reason.
import { confirmTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/confirm-ticket';
import { TICKET_MESSAGES } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, forbidden } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TICKET_LOCK } from '../access.ts';
import { confirmationStatus } from '../compute/ticket-rules.ts';
import { addEvent } from './ticket-events.ts';
import { ticketDetail } from './ticket-queries.ts';

export const confirmTicket = defineRoute({
  endpoint: confirmTicketEndpoint,
  access: SIGNED_IN,
  async handler({ params, body, db, actor, user }) {
    await ticketDetail(db, user, params.id);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, TICKET_LOCK, params.id);
      const t = await trx.selectFrom('it_tickets').selectAll().where('id', '=', params.id).executeTakeFirstOrThrow();
      if (t.requester_id !== user.id) throw forbidden(TICKET_MESSAGES.onlyRequesterConfirms);
      const to = confirmationStatus(t.status, body.accept);
      if (to === null) throw conflict(t.status === 'Closed' ? TICKET_MESSAGES.closed : TICKET_MESSAGES.notResolved);
      if (!body.accept && !body.note) throw fieldError('note', TICKET_MESSAGES.reasonRequired);
      await trx
        .updateTable('it_tickets')
        .set(body.accept ? { status: to, closed_at: new Date() } : { status: to, resolved_at: null, resolution: null })
        .where('id', '=', t.id)
        .execute();
      await addEvent(
        trx,
        t.id,
        user.id,
        'Event',
        body.accept ? 'Resolution confirmed; closed.' : `Reopened: ${body.note ?? ''}`,
      );
      await recordAudit(trx, actor, {
        entityType: 'it-ticket',
        entityId: t.id,
        action: body.accept ? 'confirmed' : 'reopened',
        oldValues: { status: t.status },
        newValues: { status: to, note: body.note },
      });
    });
    return ticketDetail(db, user, params.id);
  },
});
