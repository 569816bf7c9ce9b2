// A request's attachment, for its requester or the IT personnel; images inline for the viewer,
// anything else always saved, never rendered.
import { downloadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/download-ticket-attachment';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ticketDetail } from './ticket-queries.ts';

export const downloadTicketAttachment = defineRoute({
  endpoint: downloadTicketAttachmentEndpoint,
  access: SIGNED_IN,
  async handler(ctx) {
    const { params, query, db, user } = ctx;
    return storedFileResponse(ctx, {
      record: await db
        .selectFrom('it_ticket_attachments')
        .select(['file_id', 'ticket_id'])
        .where('id', '=', params.id)
        .executeTakeFirst(),
      fileId: (a) => a.file_id,
      notFound: 'The attachment was not found.',
      // Only who may see the request may see its files (ticketDetail answers 404 otherwise).
      allow: async (a) => {
        await ticketDetail(db, user, a.ticket_id);
        return true;
      },
      disposition: { inlineImages: query.inline },
    });
  },
});
