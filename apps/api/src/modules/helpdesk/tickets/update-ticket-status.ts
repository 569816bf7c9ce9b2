// IT personnel assign, start, resolve or cancel a request; each change is a line of its
// conversation (the requester's notification) and is audited.
import { TICKET_MESSAGES, TICKET_STATUS_LABELS } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { updateTicketStatusEndpoint } from '@ilaw/contracts/helpdesk/tickets/update-ticket-status';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { IT_PERSONNEL, TICKET_LOCK } from '../access.ts';
import { nextStatus } from '../compute/ticket-rules.ts';
import { addEvent, markResponded } from './ticket-events.ts';
import { ticketDetail } from './ticket-queries.ts';

export const updateTicketStatus = defineRoute({
  endpoint: updateTicketStatusEndpoint,
  access: IT_PERSONNEL,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, TICKET_LOCK, params.id);
      const t = await trx.selectFrom('it_tickets').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!t) throw notFound(TICKET_MESSAGES.notFound);
      const to = nextStatus(t.status, body.action);
      if (to === null)
        throw conflict(TICKET_MESSAGES.notAllowed(body.action, TICKET_STATUS_LABELS[t.status].toLowerCase()));
      let assignee = t.assigned_to;
      let line: string;
      if (body.action === 'Assign') {
        if (body.assigneeId === null) throw fieldError('assigneeId', TICKET_MESSAGES.notItPersonnel);
        // The administrator's removal from the IT personnel takes the same lock (personnel/).
        await lockSubject(trx, `${TICKET_LOCK}-assignee`, body.assigneeId);
        const it = await trx
          .selectFrom('users as u')
          .innerJoin('user_roles as r', 'r.user_id', 'u.id')
          .select(['u.id', 'u.full_name'])
          .where('u.id', '=', body.assigneeId)
          .where('r.role', '=', 'ITPersonnel')
          .executeTakeFirst();
        if (!it) throw fieldError('assigneeId', TICKET_MESSAGES.notItPersonnel);
        assignee = it.id;
        line = `Assigned to ${it.full_name}.`;
      } else if (body.action === 'Resolve') {
        if (!body.note) throw fieldError('note', TICKET_MESSAGES.resolutionRequired);
        line = `Resolved: ${body.note}`;
      } else if (body.action === 'Start') {
        line = 'Work started.';
        assignee ??= user.id;
      } else {
        line = `Cancelled${body.note ? `: ${body.note}` : '.'}`;
      }
      await trx
        .updateTable('it_tickets')
        .set({
          status: to,
          assigned_to: assignee,
          ...(body.action === 'Resolve' ? { resolution: body.note, resolved_at: new Date() } : {}),
          ...(body.action === 'Cancel' ? { closed_at: new Date() } : {}),
        })
        .where('id', '=', t.id)
        .execute();
      if (body.action !== 'Cancel') await markResponded(trx, t.id);
      await addEvent(trx, t.id, user.id, 'Event', line);
      if (body.note && body.action !== 'Resolve' && body.action !== 'Cancel')
        await addEvent(trx, t.id, user.id, 'Comment', body.note);
      await recordAudit(trx, actor, {
        entityType: 'it-ticket',
        entityId: t.id,
        action: body.action.toLowerCase(),
        oldValues: { status: t.status, assignedTo: t.assigned_to },
        newValues: { status: to, assignedTo: assignee, note: body.note },
      });
    });
    return ticketDetail(db, user, params.id);
  },
});
