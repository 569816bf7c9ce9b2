// A request's screenshots and files: attach (requester or IT), thumbnails of images opening the
// image viewer, other files as downloads.
import { downloadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/download-ticket-attachment';
import type { TicketDetail } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { uploadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/upload-ticket-attachment';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { AttachmentList } from '#web/shared/ui/AttachmentList.tsx';
import { TICKET_READS } from './ticket-parts.tsx';

const PAGING = { page: 1, itemsPerPage: 15 };

export function TicketAttachments({ t, canAttach }: { t: TicketDetail; canAttach: boolean }) {
  const upload = useEndpointMutation(uploadTicketAttachmentEndpoint, { invalidates: TICKET_READS });
  return (
    <AttachmentList
      title="Screenshots and files"
      attachments={t.attachments}
      urlOf={(a, inline) =>
        buildUrl(downloadTicketAttachmentEndpoint, { id: a.id }, inline ? { inline: 'true' } : {}, PAGING)
      }
      canAttach={canAttach}
      uploading={upload.isPending}
      onUpload={(files) => upload.mutateAsync({ body: { ticketId: t.id }, files: { file: files } })}
    />
  );
}
