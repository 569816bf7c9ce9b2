// A request's attachment, for its requester or the IT personnel; images inline for the viewer,
// anything else always saved, never rendered.
import { downloadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/download-ticket-attachment';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { ticketDetail } from './ticket-queries.ts';

const NOT_FOUND = 'The attachment was not found.';

export const downloadTicketAttachment = defineRoute({
  endpoint: downloadTicketAttachmentEndpoint,
  access: SIGNED_IN,
  async handler({ params, query, db, user, services }) {
    const a = await db
      .selectFrom('it_ticket_attachments')
      .select(['file_id', 'ticket_id'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!a) throw notFound(NOT_FOUND);
    // Only who may see the request may see its files (404 otherwise).
    await ticketDetail(db, user, a.ticket_id);
    const stored = await services.files.read(db, a.file_id);
    if (!stored) throw notFound(NOT_FOUND);
    const inline = query.inline === true && stored.file.contentType.startsWith('image/');
    return fileResponse(
      stored.file.originalName,
      stored.file.contentType,
      stored.bytes,
      inline ? 'inline' : 'attachment',
    );
  },
});
