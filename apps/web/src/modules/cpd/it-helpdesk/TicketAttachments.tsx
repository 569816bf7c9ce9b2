// A request's screenshots and files: attach (requester or IT), thumbnails of images opening the
// image viewer, other files as downloads.
import { downloadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/download-ticket-attachment';
import type { TicketDetail } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { uploadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/upload-ticket-attachment';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { TICKET_READS } from './ticket-parts.tsx';

type Attachment = TicketDetail['attachments'][number];
const PAGING = { page: 1, itemsPerPage: 15 };

export function TicketAttachments({ t, canAttach }: { t: TicketDetail; canAttach: boolean }) {
  const upload = useEndpointMutation(uploadTicketAttachmentEndpoint, { invalidates: TICKET_READS });
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState<Attachment | null>(null);
  const viewerTitle = useId();
  const url = (a: Attachment, inline: boolean) =>
    buildUrl(downloadTicketAttachmentEndpoint, { id: a.id }, inline ? { inline: 'true' } : {}, PAGING);
  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    try {
      await upload.mutateAsync({ body: { ticketId: t.id }, files: { file: Array.from(files) } });
      notify.success(files.length === 1 ? 'The file was attached.' : `${files.length} files were attached.`);
    } catch {
      // The toast said why.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          Screenshots and files
        </Typography>
        {canAttach && (
          <>
            <Button
              size="small"
              startIcon={<UploadFile />}
              onClick={() => input.current?.click()}
              loading={upload.isPending}
            >
              Attach files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label="Attachment files"
              onChange={(ev) => void send(ev.target.files)}
            />
          </>
        )}
      </Stack>
      {t.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {t.attachments.map((a) =>
            a.isImage ? (
              <Box
                key={a.id}
                component="img"
                src={url(a, true)}
                alt={a.fileName}
                onClick={() => setViewing(a)}
                sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, cursor: 'zoom-in' }}
              />
            ) : (
              <Link key={a.id} href={url(a, false)}>
                {a.fileName}
              </Link>
            ),
          )}
        </Stack>
      )}
      {viewing && (
        <Dialog open onClose={() => setViewing(null)} maxWidth="lg" aria-labelledby={viewerTitle}>
          <DialogTitle id={viewerTitle}>{viewing.fileName}</DialogTitle>
          <DialogContent>
            <Box
              component="img"
              src={url(viewing, true)}
              alt={viewing.fileName}
              sx={{ maxWidth: '100%', display: 'block' }}
            />
          </DialogContent>
        </Dialog>
      )}
    </Box>
  );
}
