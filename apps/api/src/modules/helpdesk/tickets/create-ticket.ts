// Any staff member files an IT service request; its clocks start now.
import { createTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/create-ticket';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { ticketDetail } from './ticket-queries.ts';

export const createTicket = defineRoute({
  endpoint: createTicketEndpoint,
  access: SIGNED_IN,
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      if (body.equipmentId !== null) {
        const e = await trx
          .selectFrom('it_equipment')
          .select('id')
          .where('id', '=', body.equipmentId)
          .executeTakeFirst();
        if (!e) throw fieldError('equipmentId', 'The equipment was not found.');
      }
      const year = manilaToday().slice(0, 4);
      const ticketNo = formatDocumentNumber('IT', year, await nextDocumentNumber(trx, 'it-ticket', year));
      const t = await trx
        .insertInto('it_tickets')
        .values({
          ticket_no: ticketNo,
          requester_id: user.id,
          category: body.category,
          priority: body.priority,
          subject: body.subject,
          description: body.description,
          equipment_id: body.equipmentId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'it-ticket',
        entityId: t.id,
        action: 'filed',
        newValues: { ticketNo, ...body },
      });
      return t.id;
    });
    reply.code(201);
    return ticketDetail(db, user, id);
  },
});
