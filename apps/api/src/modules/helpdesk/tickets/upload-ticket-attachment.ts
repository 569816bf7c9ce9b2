// Screenshots and files on a request, by its requester or the IT personnel; the file store checks
// size (413) and the sniffed type (415); a line on the conversation names them.
import { TICKET_MESSAGES } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { uploadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/upload-ticket-attachment';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { filesToAttach, saveAttachments } from '../../../platform/files/attachments.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { addEvent } from './ticket-events.ts';
import { ticketDetail } from './ticket-queries.ts';

export const uploadTicketAttachment = defineRoute({
  endpoint: uploadTicketAttachmentEndpoint,
  access: SIGNED_IN,
  async handler({ body, db, user, actor, request, services, reply }) {
    const ticket = await ticketDetail(db, user, body.ticketId);
    if (ticket.status === 'Closed' || ticket.status === 'Cancelled') throw conflict(TICKET_MESSAGES.closed);
    const uploads = await filesToAttach(request.uploadedFiles, services.files);
    await db.transaction().execute(async (trx) => {
      const saved = await saveAttachments(trx, services.files, uploads, user.id, (stored) =>
        trx
          .insertInto('it_ticket_attachments')
          .values({ ticket_id: body.ticketId, file_id: stored.id, created_by: user.id })
          .execute(),
      );
      const names = saved.map((f) => f.originalName);
      await addEvent(trx, body.ticketId, user.id, 'Event', `Attached ${names.join(', ')}.`);
      await recordAudit(trx, actor, {
        entityType: 'it-ticket',
        entityId: body.ticketId,
        action: 'attachment-added',
        newValues: { files: names },
      });
    });
    reply.code(201);
    return ticketDetail(db, user, body.ticketId);
  },
});
