// /ogm/documents: memoranda, policies and board resolutions; the uploader uploads and sends them
// for approval, the approver approves them (never their own), and they reach their readers
// (?document= opens one).
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUSES,
  documentFieldsSchema,
  type DocumentDetail,
  type DocumentFields,
  type DocumentRecord,
} from '@ilaw/contracts/documents/document';
import { getDocumentEndpoint } from '@ilaw/contracts/documents/get-document';
import { listDocumentsEndpoint } from '@ilaw/contracts/documents/list-documents';
import { submitDocumentEndpoint } from '@ilaw/contracts/documents/submit-document';
import { uploadDocumentEndpoint } from '@ilaw/contracts/documents/upload-document';
import { uploadDocumentVersionEndpoint } from '@ilaw/contracts/documents/upload-document-version';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { formatDateTime } from '@ilaw/contracts/format';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ApprovalDecisionButtons, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { DOCUMENT_READS, documentFileUrl } from './document-parts.tsx';

const columns: Column<DocumentRecord>[] = [
  { key: 'no', header: 'Document no.', render: (d) => d.documentNo },
  { key: 'title', header: 'Title', render: (d) => d.title, phone: 'title' },
  { key: 'kind', header: 'Kind', render: (d) => DOCUMENT_KIND_LABELS[d.kind] },
  {
    key: 'to',
    header: 'Addressed to',
    render: (d) => (d.audience === 'All' ? 'All staff' : d.departments.map((x) => x.name).join(', ')),
  },
  { key: 'version', header: 'Version', render: (d) => d.currentVersion },
  { key: 'status', header: 'Status', render: (d) => <StatusChip status={d.status} /> },
  { key: 'reads', header: 'Read by', align: 'right', render: (d) => d.reads },
];

export default function DocumentsPage() {
  const list = useListParams({ filters: { search: text, status: oneOf(DOCUMENT_STATUSES) } });
  const rows = usePagedEndpoint(listDocumentsEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.search === undefined ? {} : { search: list.filters.search }),
      ...(list.filters.status === undefined ? {} : { status: list.filters.status }),
    },
  });
  const url = useUrlState();
  const open = url.num('document');
  const can = useCan();
  const [uploading, setUploading] = useState(false);
  return (
    <ScreenAccess reads={listDocumentsEndpoint}>
      <Box>
        <PageHeader
          title="Documents"
          subtitle="Memoranda, policies and board resolutions: uploaded, approved, and published to their readers."
          actions={
            can(uploadDocumentEndpoint) ? (
              <Button variant="contained" startIcon={<UploadFile />} onClick={() => setUploading(true)}>
                Upload a document
              </Button>
            ) : undefined
          }
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <SearchField
            value={list.filters.search}
            onChange={(v) => list.setFilter('search', v)}
            label="Search documents"
          />
          <FilterSelect
            label="Status"
            name="status"
            value={list.filters.status}
            options={DOCUMENT_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(v) => list.setFilter('status', v)}
          />
        </Stack>
        <Paper variant="outlined">
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(d) => d.id}
            rowHref={(d) => url.href({ document: d.id })}
            caption="Documents"
            emptyText="No documents."
          />
        </Paper>
        {uploading && (
          <UploadDialog onClose={() => setUploading(false)} onSaved={(id) => url.set({ document: id }, true)} />
        )}
        {open !== undefined && <DocumentDialog id={open} onClose={() => url.set({ document: null }, true)} />}
      </Box>
    </ScreenAccess>
  );
}

function UploadDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const initial: DocumentFields = {
    kind: 'Memorandum',
    title: '',
    summary: '',
    audience: 'All',
    departmentIds: '',
    note: '',
  };
  const form = useForm(documentFieldsSchema, initial);
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const create = useEndpointMutation(uploadDocumentEndpoint, { invalidates: DOCUMENT_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    () => create.mutateAsync({ body: form.values, files: { file: file ? [file] : [] } }),
    (saved) => {
      notify.success(`${saved.documentNo} was uploaded as a draft.`);
      onClose();
      onSaved(saved.id);
    },
  );
  const chosen = form.values.departmentIds === '' ? [] : form.values.departmentIds.split(',').map(Number);
  return (
    <FormDialog
      open
      title="Upload a document"
      onClose={onClose}
      onSubmit={() => {
        if (!file) {
          setFileError('Choose the file of the document.');
          return;
        }
        void submit();
      }}
      submitting={busy}
      submitLabel="Upload"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField
          select
          name="kind"
          label="Kind"
          value={form.values.kind}
          onChange={(e) => form.set('kind', DOCUMENT_KINDS.find((k) => k === e.target.value) ?? 'Other')}
          helperText=" "
        >
          {DOCUMENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {DOCUMENT_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.text('title')} label="Title" required fullWidth autoFocus />
        <TextField {...form.text('summary')} label="Summary" fullWidth multiline minRows={2} />
        <TextField
          select
          name="audience"
          label="Addressed to"
          value={form.values.audience}
          onChange={(e) => form.set('audience', e.target.value === 'Departments' ? 'Departments' : 'All')}
          helperText=" "
        >
          <MenuItem value="All">All staff</MenuItem>
          <MenuItem value="Departments">Departments</MenuItem>
        </TextField>
        {form.values.audience === 'Departments' && (
          <TextField
            select
            name="departmentIds"
            label="Departments"
            value={chosen}
            slotProps={{ select: { multiple: true } }}
            onChange={(e) => {
              const v = e.target.value as unknown;
              form.set('departmentIds', Array.isArray(v) ? v.join(',') : String(v));
            }}
            error={form.errors.departmentIds !== undefined}
            helperText={form.errors.departmentIds ?? ' '}
          >
            {(departments.data ?? []).map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField {...form.text('note')} label="Version note" fullWidth />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component="label" startIcon={<UploadFile />}>
            Choose file
            <input
              type="file"
              hidden
              aria-label="Document file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
          </Button>
          <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'}>
            {fileError ?? file?.name ?? 'No file chosen.'}
          </Typography>
        </Stack>
      </Stack>
    </FormDialog>
  );
}

type Step = 'submit' | 'withdraw' | null;

function DocumentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const doc = useQuery(endpointQuery(getDocumentEndpoint, { params: { id } }));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{doc.data ? `${doc.data.documentNo}: ${doc.data.title}` : 'Document'}</DialogTitle>
      <DialogContent>
        {doc.isError && <Alert severity="error">The document could not be loaded.</Alert>}
        {doc.data && <DocumentView d={doc.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function DocumentView({ d }: { d: DocumentDetail }) {
  const can = useCan();
  const [step, setStep] = useState<Step>(null);
  const submit = useEndpointMutation(submitDocumentEndpoint, { invalidates: DOCUMENT_READS });
  const withdraw = useEndpointMutation(withdrawApprovalEndpoint, { invalidates: DOCUMENT_READS });
  const addVersion = useEndpointMutation(uploadDocumentVersionEndpoint, { invalidates: DOCUMENT_READS });
  const invalidate = useInvalidateEndpoints();
  const input = useRef<HTMLInputElement>(null);
  const sendable = ['Draft', 'Disapproved', 'Withdrawn'].includes(d.status) && can(submitDocumentEndpoint);
  const versionable = d.status !== 'Pending' && can(uploadDocumentVersionEndpoint);
  const close = () => setStep(null);
  const sendVersion = async (files: FileList | null) => {
    const f = files?.[0];
    if (!f) return;
    try {
      await addVersion.mutateAsync({ body: { documentId: d.id, note: null }, files: { file: [f] } });
      notify.success('The new version was uploaded as a draft.');
    } catch {
      // The toast said why.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <StatusChip status={d.status} />
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {DOCUMENT_KIND_LABELS[d.kind]} ·{' '}
          {d.audience === 'All' ? 'All staff' : d.departments.map((x) => x.name).join(', ')} · uploaded by{' '}
          {d.uploadedBy}
          {d.publishedAt
            ? ` · published ${formatDateTime(d.publishedAt)} (version ${d.publishedVersion}), read by ${d.reads}`
            : ''}
        </Typography>
        {sendable && (
          <Button variant="contained" onClick={() => setStep('submit')}>
            Send for approval
          </Button>
        )}
        <ApprovalDecisionButtons
          approval={d.approval}
          label={d.documentNo}
          onDecided={(approved) => {
            notify.success(approved ? `${d.documentNo} was published.` : `${d.documentNo} was disapproved.`);
            void invalidate(...DOCUMENT_READS);
          }}
        />
        {d.approval?.canWithdraw && d.approval.status === 'Pending' && (
          <Button onClick={() => setStep('withdraw')}>Withdraw</Button>
        )}
        {versionable && (
          <Button startIcon={<UploadFile />} onClick={() => input.current?.click()} loading={addVersion.isPending}>
            New version
            <input
              ref={input}
              type="file"
              hidden
              aria-label="New version file"
              onChange={(e) => void sendVersion(e.target.files)}
            />
          </Button>
        )}
      </Stack>
      {d.summary && (
        <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {d.summary}
        </Typography>
      )}
      <ApprovalStepLine approval={d.approval} />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Versions
      </Typography>
      <Stack spacing={0.5} aria-label="Versions">
        {d.versions.map((v) => (
          <Typography key={v.id} variant="body2">
            Version {v.version}: <Link href={documentFileUrl(v.id)}>{v.fileName}</Link>, {v.uploadedBy},{' '}
            {formatDateTime(v.uploadedAt)}
            {v.publishedAt ? `, published ${formatDateTime(v.publishedAt)}` : ', not published'}
            {v.note ? ` (${v.note})` : ''}
          </Typography>
        ))}
      </Stack>
      <ConfirmDialog
        open={step === 'submit'}
        title="Send for approval"
        message={`Send version ${d.currentVersion} of ${d.documentNo} to the approver? Its readers see it once approved.`}
        confirmLabel="Send"
        onConfirm={async () => {
          await submit.mutateAsync({ params: { id: d.id } });
          notify.success(`${d.documentNo} was sent for approval.`);
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={step === 'withdraw'}
        title="Withdraw"
        message={`Withdraw ${d.documentNo} from the approver?`}
        confirmLabel="Withdraw"
        onConfirm={() => withdraw.mutateAsync({ params: { id: d.approval!.requestId }, body: { reason: null } })}
        onClose={close}
      />
    </Box>
  );
}
