// One channel upload: attach the channel's file, post it once, see every line with its status and
// reason, the remittance reconciliation, the .xlsx export and the print.
import type { ChannelLine } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { exportOnlineCollectionEndpoint } from '@ilaw/contracts/collection/channel-uploads/export-online-collection';
import { getChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/get-channel-upload';
import { listChannelLinesEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-lines';
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/post-channel-upload';
import { uploadPaymentLogsEndpoint } from '@ilaw/contracts/collection/channel-uploads/upload-payment-logs';
import { CHANNEL_LINE_STATUSES } from '@ilaw/contracts/collection/common';
import { formatCount, formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Print from '@mui/icons-material/Print';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { CHANNEL_READS } from './channel-reads.ts';
import { RemittancePanel } from './RemittancePanel.tsx';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export const lineColumns: Column<ChannelLine>[] = [
  { key: 'row', header: 'Row', align: 'right', render: (l) => l.rowNo },
  { key: 'account', header: 'Account No.', render: (l) => l.accountNo ?? '-' },
  { key: 'name', header: 'Consumer', render: (l) => l.consumerName ?? l.payerName ?? '-' },
  { key: 'period', header: 'Bill month', render: (l) => l.period ?? '-' },
  { key: 'amount', header: 'Amount', align: 'right', render: (l) => (l.amount === null ? '-' : formatPeso(l.amount)) },
  { key: 'reference', header: 'Reference', render: (l) => l.reference ?? '-' },
  {
    key: 'status',
    header: 'Status',
    render: (l) => <StatusChip status={l.status === 'Held' ? 'Rejected' : l.status} label={l.status} />,
  },
  { key: 'reason', header: 'Reason', render: (l) => l.reason ?? (l.orNumber !== null ? `OR ${l.orNumber}` : '') },
];

function UploadDetail({ id }: { id: number }) {
  const can = useCan();
  const upload = useQuery(endpointQuery(getChannelUploadEndpoint, { params: { id } }));
  const list = useListParams({ filters: { status: oneOf(CHANNEL_LINE_STATUSES) } });
  const lines = usePagedEndpoint(listChannelLinesEndpoint, {
    params: { id },
    query: { ...list.query, ...list.filters },
  });
  const attach = useEndpointMutation(uploadPaymentLogsEndpoint, { invalidates: CHANNEL_READS });
  const post = useEndpointMutation(postChannelUploadEndpoint, { invalidates: CHANNEL_READS });
  const fileInput = useRef<HTMLInputElement>(null);
  const u = upload.data;
  if (!u) return null;

  const attachFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await attach.mutateAsync({ params: { id }, body: {}, files: { file } });
      notify.success(
        `${formatCount(r.lines, 'line')} read${r.heldLines > 0 ? `; ${formatNumber(r.heldLines, 0)} held (unreadable or a repeated reference)` : ''}.`,
      );
    } catch {
      // The toast said why.
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const postLines = async () => {
    const r = await post.mutateAsync({ params: { id } });
    notify.success(
      `Posted ${formatCount(r.postedLines, 'line')} to bills, ${formatNumber(r.advanceLines, 0)} to advance payment; ${formatNumber(r.heldLines, 0)} held.`,
    );
  };

  return (
    <Box>
      <PageHeader
        title={`${u.channelName} upload ${u.id}`}
        subtitle={
          <>
            Remittance of {formatDate(u.remittanceDate)} · {u.fileName ?? 'no file yet'} ·{' '}
            <StatusChip status={u.status} />
          </>
        }
        actions={
          <Stack direction="row" spacing={1}>
            {u.status === 'Draft' && can(uploadPaymentLogsEndpoint) && (
              <>
                <Button
                  variant="contained"
                  startIcon={<UploadFile />}
                  loading={attach.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  Upload file
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={ACCEPT}
                  aria-label="Channel file"
                  onChange={(e) => void attachFile(e.target.files?.[0])}
                />
              </>
            )}
            {u.status === 'Checked' && can(postChannelUploadEndpoint) && (
              <Button
                variant="contained"
                loading={post.isPending}
                onClick={() => void postLines().catch(() => undefined)}
              >
                Post {u.pending} lines
              </Button>
            )}
            {can(exportOnlineCollectionEndpoint) && (
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                onClick={() =>
                  void downloadFile(exportOnlineCollectionEndpoint, { params: { id } }).catch(() => undefined)
                }
              >
                Export to Excel
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<Print />}
              component={RouterLink}
              to={`/fsd/collection/upload-collection/${id}/print`}
              target="_blank"
            >
              Print
            </Button>
          </Stack>
        }
      />
      {u.status === 'Checked' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {u.pending} lines are checked when posted: a line is held when its account or bill month is unknown, its
          amount is not the amount due, or its reference was posted before; a bill already paid goes to the advance
          balance.
        </Alert>
      )}
      <Paper sx={{ p: 2, mb: 2 }}>
        <RemittancePanel upload={u} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <FilterSelect
          label="Line status"
          name="status"
          value={list.filters.status}
          options={CHANNEL_LINE_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </Box>
      <DataTable
        caption="Upload lines"
        columns={lineColumns}
        result={lines.data}
        loading={lines.isFetching}
        rowKey={(l) => l.id}
        emptyText="No line yet: upload the channel's file."
        {...list.table}
      />
    </Box>
  );
}

export default function UploadDetailPage() {
  const { id } = useParams();
  return (
    <ScreenAccess reads={getChannelUploadEndpoint}>
      <UploadDetail id={Number(id)} />
    </ScreenAccess>
  );
}
