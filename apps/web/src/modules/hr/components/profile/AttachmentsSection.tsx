import { FILE_KIND, enumLabel } from '@ilaw/contracts/enums';
import { formatDateTime } from '@ilaw/contracts/format';
import { deleteAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/delete-attachment';
import { downloadAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/download-attachment';
import { listAttachmentsEndpoint } from '@ilaw/contracts/hr/attachments/list-attachments';
import { uploadAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/upload-attachment';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { SectionTable, SectionBar } from './section-kit.tsx';

export function AttachmentsSection({ employeeId }: { employeeId: number }) {
  const attachments = useQuery(endpointQuery(listAttachmentsEndpoint, { params: { employeeId } }));
  const attach = useEndpointMutation(uploadAttachmentEndpoint, { invalidates: [listAttachmentsEndpoint] });
  const remove = useEndpointMutation(deleteAttachmentEndpoint, { invalidates: [listAttachmentsEndpoint] });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [description, setDescription] = useState('');
  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      await attach.mutateAsync({
        params: { employeeId },
        body: { description },
        files: { file: Array.from(files) },
      });
      notify.success(files.length === 1 ? 'The file was attached.' : `${files.length} files were attached.`);
      setDescription('');
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box>
      <SectionBar
        title="Attachments"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label="Description"
              name="attachmentDescription"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <Button startIcon={<UploadFile />} loading={busy} onClick={() => input.current?.click()}>
              Attach files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label="Attachment files"
              onChange={(e) => void upload(e.target.files)}
            />
          </Stack>
        }
      />
      <SectionTable
        rows={attachments.data ?? []}
        rowKey={(a) => a.id}
        empty="No attachments."
        columns={[
          { header: 'File', render: (a) => a.fileName },
          { header: 'Kind', render: (a) => enumLabel(FILE_KIND, a.fileKind) },
          { header: 'Description', render: (a) => a.description ?? '-' },
          { header: 'Size', align: 'right', render: (a) => `${Math.max(1, Math.round(a.sizeBytes / 1024))} KB` },
          {
            header: 'Uploaded',
            render: (a) => `${formatDateTime(a.uploadedAt)}${a.uploadedBy ? ` by ${a.uploadedBy}` : ''}`,
          },
          {
            header: 'Actions',
            align: 'right',
            render: (a) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={`Download ${a.fileName}`}
                  onClick={() =>
                    void downloadFile(downloadAttachmentEndpoint, { params: { id: a.id } }).catch(() => undefined)
                  }
                >
                  <Download fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Delete ${a.fileName}`}
                  onClick={() => remove.mutate({ params: { id: a.id } })}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            ),
          },
        ]}
      />
    </Box>
  );
}
