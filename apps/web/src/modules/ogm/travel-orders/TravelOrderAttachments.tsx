// The papers of a travel (invitation, programme, itinerary): OGM attaches them, readers download.
import { downloadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/download-travel-order-attachment';
import type { TravelOrder } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { uploadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/upload-travel-order-attachment';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { TRAVEL_ORDER_READS } from './travel-order-parts.tsx';

export function TravelOrderAttachments({ order, canAttach }: { order: TravelOrder; canAttach: boolean }) {
  const upload = useEndpointMutation(uploadTravelOrderAttachmentEndpoint, { invalidates: TRAVEL_ORDER_READS });
  const input = useRef<HTMLInputElement>(null);
  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    try {
      await upload.mutateAsync({ body: { travelOrderId: order.id }, files: { file: Array.from(files) } });
      notify.success(files.length === 1 ? 'The file was attached.' : `${files.length} files were attached.`);
    } catch {
      // The toast said why.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box className="no-print" sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          Attachments
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
      {order.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {order.attachments.map((a) => (
            <Link
              key={a.id}
              href={buildUrl(downloadTravelOrderAttachmentEndpoint, { id: a.id }, {}, { page: 1, itemsPerPage: 15 })}
            >
              {a.fileName}
            </Link>
          ))}
        </Stack>
      )}
    </Box>
  );
}
