// Online Payment Collection (UploadCollection): the channel uploads, newest remittance first, and
// a new upload from the channel's remittance advice; the file is attached on the upload's page.
import {
  CHANNEL_NAMES,
  channelLabel,
  type ChannelName,
  type ChannelUploadRow,
} from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { CHANNEL_UPLOAD_SORT } from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { createChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/create-channel-upload';
import { listChannelUploadsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-uploads';
import { CHANNEL_UPLOAD_STATUSES } from '@ilaw/contracts/collection/common';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { CHANNEL_READS } from './channel-reads.ts';

/** Where an upload opens: EBS online payments have their own screens (decision 057). */
export const uploadPath = (u: { id: number; channel: ChannelName }) =>
  u.channel === 'EbsOnline'
    ? `/fsd/collection/ebs-online-payment/${u.id}`
    : `/fsd/collection/upload-collection/${u.id}`;

const columns: Column<ChannelUploadRow>[] = [
  {
    key: 'remittanceDate',
    header: 'Remittance',
    sortable: true,
    render: (u) => (
      <Link component={RouterLink} to={uploadPath(u)}>
        {formatDate(u.remittanceDate)}
      </Link>
    ),
  },
  { key: 'channel', header: 'Channel', sortable: true, render: (u) => u.channelName },
  { key: 'file', header: 'File', render: (u) => u.fileName ?? '-' },
  { key: 'lines', header: 'Lines', align: 'right', render: (u) => u.lines },
  { key: 'posted', header: 'Posted', align: 'right', render: (u) => u.postedLines + u.advanceLines },
  { key: 'held', header: 'Held', align: 'right', render: (u) => u.heldLines },
  {
    key: 'channelGross',
    header: 'Channel gross',
    align: 'right',
    sortable: true,
    render: (u) => formatPeso(u.channelGross),
  },
  { key: 'status', header: 'Status', sortable: true, render: (u) => <StatusChip status={u.status} /> },
];

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

function NewUploadDialog({ onClose, channel }: { onClose: () => void; channel?: ChannelName }) {
  const navigate = useNavigate();
  const create = useEndpointMutation(createChannelUploadEndpoint, { invalidates: CHANNEL_READS });
  const [form, setForm] = useState({
    channel: channel ?? ('PNB' as ChannelName),
    remittanceDate: today(),
    channelGross: '',
    channelFees: '',
    bankDeposit: '',
    remarks: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = async () => {
    setErrors({});
    try {
      const created = await create.mutateAsync({
        body: {
          channel: form.channel,
          remittanceDate: form.remittanceDate,
          channelGross: form.channelGross,
          ...(form.channelFees.trim() !== '' && { channelFees: form.channelFees }),
          bankDeposit: form.bankDeposit.trim() === '' ? null : form.bankDeposit,
          remarks: form.remarks,
        },
        quietStatuses: [400],
      });
      onClose();
      void navigate(uploadPath(created));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
      else throw err;
    }
  };
  return (
    <FormDialog
      open
      title={channel === 'EbsOnline' ? 'New EBS online upload' : 'New channel upload'}
      submitLabel="Create"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          label="Channel"
          value={form.channel}
          onChange={set('channel')}
          error={!!errors['channel']}
          helperText={errors['channel']}
          disabled={channel !== undefined}
        >
          {(channel ? [channel] : CHANNEL_NAMES.filter((c) => c !== 'EbsOnline')).map((c) => (
            <MenuItem key={c} value={c}>
              {channelLabel(c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Remittance date"
          type="date"
          value={form.remittanceDate}
          onChange={set('remittanceDate')}
          error={!!errors['remittanceDate']}
          helperText={errors['remittanceDate']}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Channel gross"
          value={form.channelGross}
          onChange={set('channelGross')}
          error={!!errors['channelGross']}
          helperText={errors['channelGross'] ?? "The total on the channel's remittance advice."}
        />
        <TextField
          label="Channel fees"
          value={form.channelFees}
          onChange={set('channelFees')}
          error={!!errors['channelFees']}
          helperText={errors['channelFees'] ?? "Blank: the channel's fee per transaction times the lines."}
        />
        <TextField
          label="Bank deposit"
          value={form.bankDeposit}
          onChange={set('bankDeposit')}
          error={!!errors['bankDeposit']}
          helperText={errors['bankDeposit'] ?? 'The amount the bank credited, if known.'}
        />
        <TextField
          label="Remarks"
          value={form.remarks}
          onChange={set('remarks')}
          error={!!errors['remarks']}
          helperText={errors['remarks']}
        />
        <GeneralError message={errors['generalErrors']} />
      </Stack>
    </FormDialog>
  );
}

/** The uploads of every channel, or (EBS Online Payment Collection) of the cooperative's own online channel. */
export function UploadList({ channel }: { channel?: ChannelName }) {
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const list = useListParams({
    filters: { channel: oneOf(CHANNEL_NAMES), status: oneOf(CHANNEL_UPLOAD_STATUSES) },
    sortable: CHANNEL_UPLOAD_SORT,
  });
  const uploads = usePagedEndpoint(listChannelUploadsEndpoint, {
    query: { ...list.query, ...list.filters, ...(channel && { channel }) },
  });
  return (
    <Box>
      <PageHeader
        title={channel === 'EbsOnline' ? 'EBS Online Payment Collection' : 'Online Payment Collection'}
        subtitle={
          channel === 'EbsOnline'
            ? "The cooperative's own online payments: each line posted once, or held with its reason."
            : 'Payment channel files: each line posted once, or held with its reason.'
        }
        actions={
          can(createChannelUploadEndpoint) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New upload
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        {channel === undefined && (
          <FilterSelect
            label="Channel"
            name="channel"
            value={list.filters.channel}
            options={CHANNEL_NAMES.map((c) => ({ value: c, label: channelLabel(c) }))}
            onChange={(v) => list.setFilter('channel', v)}
          />
        )}
        <FilterSelect
          label="Status"
          name="status"
          value={list.filters.status}
          options={CHANNEL_UPLOAD_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </Box>
      <DataTable
        caption="Channel uploads"
        columns={columns}
        result={uploads.data}
        loading={uploads.isFetching}
        rowKey={(u) => u.id}
        emptyText="No channel upload yet."
        {...list.table}
      />
      {creating && <NewUploadDialog channel={channel} onClose={() => setCreating(false)} />}
    </Box>
  );
}

export default function UploadCollectionPage() {
  return (
    <ScreenAccess reads={listChannelUploadsEndpoint}>
      <UploadList />
    </ScreenAccess>
  );
}
