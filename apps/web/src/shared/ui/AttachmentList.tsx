// A record's attached files: the attach button (several at once), images as thumbnails opening an
// image viewer, other files as downloads. The IT help desk and travel orders share it.
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
import { notify } from '../feedback/notify.ts';

export interface AttachedFile {
  id: number;
  fileName: string;
  /** Shown as a thumbnail with the image viewer (the server serves it inline). */
  isImage?: boolean;
}

export function AttachmentList<A extends AttachedFile>({
  title,
  attachments,
  urlOf,
  canAttach,
  uploading,
  onUpload,
  className,
}: {
  title: string;
  attachments: readonly A[];
  /** The file's address; `inline` for an image shown in the page. */
  urlOf: (a: A, inline: boolean) => string;
  canAttach: boolean;
  uploading: boolean;
  /** Sends the chosen files; a failure has shown its toast. */
  onUpload: (files: File[]) => Promise<unknown>;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState<A | null>(null);
  const viewerTitle = useId();
  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    try {
      await onUpload(Array.from(files));
      notify.success(files.length === 1 ? 'The file was attached.' : `${files.length} files were attached.`);
    } catch {
      // The toast said why.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const anyImage = attachments.some((a) => a.isImage === true);
  return (
    <Box className={className} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canAttach && (
          <>
            <Button size="small" startIcon={<UploadFile />} onClick={() => input.current?.click()} loading={uploading}>
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
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      ) : (
        <Stack
          direction={anyImage ? 'row' : 'column'}
          spacing={anyImage ? 2 : 0.5}
          sx={anyImage ? { flexWrap: 'wrap', rowGap: 1 } : undefined}
        >
          {attachments.map((a) =>
            a.isImage === true ? (
              <Box
                key={a.id}
                component="img"
                src={urlOf(a, true)}
                alt={a.fileName}
                onClick={() => setViewing(a)}
                sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, cursor: 'zoom-in' }}
              />
            ) : (
              <Link key={a.id} href={urlOf(a, false)}>
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
              src={urlOf(viewing, true)}
              alt={viewing.fileName}
              sx={{ maxWidth: '100%', display: 'block' }}
            />
          </DialogContent>
        </Dialog>
      )}
    </Box>
  );
}
