// Upload the readers' files back: every line is checked; the failed log lists each refused line
// with the server's reason (unknown account, duplicate, reading below the previous one without a
// remark, ...). Past uploads keep their failed logs.
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import {
  listReadingUploadsEndpoint,
  READING_UPLOAD_SORT_COLUMNS,
} from '@ilaw/contracts/billing/readings/list-reading-uploads';
import { readingUploadFailuresEndpoint } from '@ilaw/contracts/billing/readings/list-reading-upload-failures';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { uploadReadingsEndpoint } from '@ilaw/contracts/billing/readings/upload-readings';
import type { ResponseOf } from '@ilaw/contracts/http';
import { formatDateTime, formatNumber } from '@ilaw/contracts/format';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { BillMonthField, billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

type Upload = ResponseOf<typeof uploadReadingsEndpoint>;
type Failure = ResponseOf<typeof readingUploadFailuresEndpoint>[number];

export default function MeterReadingUploadPage() {
  return (
    <ScreenAccess reads={listReadingUploadsEndpoint}>
      <MeterReadingUploadScreen />
    </ScreenAccess>
  );
}

function MeterReadingUploadScreen() {
  const url = useUrlState();
  const billMonthId = url.num('month');
  const uploadId = url.num('upload');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [latest, setLatest] = useState<Upload | null>(null);
  const list = useListParams({ sortable: READING_UPLOAD_SORT_COLUMNS });
  const uploads = usePagedEndpoint(listReadingUploadsEndpoint, {
    query: { ...list.query, billMonthId },
    enabled: billMonthId !== undefined,
  });
  // The month's reading count and the route sheets change with the readings.
  const upload = useEndpointMutation(uploadReadingsEndpoint, {
    invalidates: [listReadingUploadsEndpoint, routeSheetEndpoint, listBillMonthsEndpoint],
  });
  const shown = latest?.id === uploadId ? latest : uploads.data?.data.find((u) => u.id === uploadId);

  const send = async (file: File | undefined) => {
    if (!file || billMonthId === undefined) return;
    setUploading(file.name);
    setLatest(null);
    try {
      const r = await upload.mutateAsync({ body: { billMonthId }, files: { file } });
      setLatest(r);
      // The new upload is the first row of the first page.
      url.set({ upload: r.id, page: null });
      if (r.replayed) notify.info('This file was uploaded before for this month: nothing was posted again.');
      else
        notify[r.failed > 0 ? 'warning' : 'success'](
          `${formatNumber(r.accepted, 0)} accepted, ${formatNumber(r.unchanged, 0)} unchanged, ${formatNumber(r.failed, 0)} failed.`,
        );
    } catch {
      // The toast said why (not CSV, missing columns, closed month).
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const columns: Column<Upload>[] = [
    { key: 'createdAt', header: 'Uploaded', sortable: true, render: (u) => formatDateTime(u.createdAt) },
    { key: 'fileName', header: 'File', sortable: true, render: (u) => u.fileName },
    { key: 'period', header: 'Bill month', sortable: true, render: (u) => billMonthLabel(u.period) },
    { key: 'by', header: 'By', render: (u) => u.uploadedBy ?? '-' },
    {
      key: 'totalLines',
      header: 'Lines',
      align: 'right',
      sortable: true,
      render: (u) => formatNumber(u.totalLines, 0),
    },
    { key: 'accepted', header: 'Accepted', align: 'right', sortable: true, render: (u) => formatNumber(u.accepted, 0) },
    {
      key: 'unchanged',
      header: 'Unchanged',
      align: 'right',
      sortable: true,
      render: (u) => formatNumber(u.unchanged, 0),
    },
    { key: 'failed', header: 'Failed', align: 'right', sortable: true, render: (u) => formatNumber(u.failed, 0) },
    {
      key: 'log',
      header: '',
      align: 'right',
      render: (u) => (
        <Button
          size="small"
          disabled={u.failed === 0}
          variant={u.id === uploadId ? 'contained' : 'text'}
          onClick={() => url.set({ upload: u.id })}
          aria-label={`Failed log of ${u.fileName}`}
        >
          Failed log
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Meter Reading Upload"
        subtitle="Upload a filled reading file (the extract file's CSV). Good lines are recorded; each refused line is listed with its reason."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <BillMonthField
            sx={{ width: 240 }}
            value={billMonthId ?? null}
            openOnly
            onChange={(id) => id !== billMonthId && url.set({ month: id, upload: null, page: null })}
          />
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            disabled={billMonthId === undefined || uploading !== null}
            onClick={() => fileInput.current?.click()}
          >
            Upload reading file
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".csv,text/csv,text/plain"
            aria-label="Reading file"
            onChange={(e) => void send(e.target.files?.[0])}
          />
        </Stack>
        {uploading !== null && (
          <Box role="status" sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Uploading {uploading}: checking every line…
            </Typography>
            <LinearProgress aria-label="Upload progress" />
          </Box>
        )}
      </Paper>
      {shown && <UploadResult upload={shown} onClose={() => url.set({ upload: null })} />}
      <Paper variant="outlined">
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, p: 2, pb: 0 }}>
          Past uploads
        </Typography>
        <DataTable
          columns={columns}
          result={uploads.data}
          loading={uploads.isFetching}
          {...list.table}
          rowKey={(u) => u.id}
          caption="Past uploads"
          emptyText="No reading file uploaded for this month yet."
        />
      </Paper>
    </Box>
  );
}

function UploadResult({ upload, onClose }: { upload: Upload; onClose: () => void }) {
  const failures = useQuery({
    ...endpointQuery(readingUploadFailuresEndpoint, { params: { id: upload.id } }),
    enabled: upload.failed > 0,
  });
  const columns: Column<Failure>[] = [
    { key: 'line', header: 'Line', align: 'right', width: 64, render: (f) => f.lineNo },
    { key: 'account', header: 'Account no.', render: (f) => f.accountNo ?? '-' },
    { key: 'reason', header: 'Reason', render: (f) => f.reason },
    {
      key: 'text',
      header: 'Line as uploaded',
      render: (f) => (
        <Box component="code" sx={{ fontSize: '0.8rem', wordBreak: 'break-all' }}>
          {f.lineText ?? ''}
        </Box>
      ),
    },
  ];
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Upload result">
      <Alert
        severity={upload.failed > 0 ? 'warning' : upload.replayed ? 'info' : 'success'}
        onClose={onClose}
        sx={{ mb: upload.failed > 0 ? 2 : 0 }}
      >
        {upload.fileName} ({billMonthLabel(upload.period)}): {formatNumber(upload.totalLines, 0)} lines,{' '}
        {formatNumber(upload.accepted, 0)} accepted, {formatNumber(upload.unchanged, 0)} unchanged,{' '}
        {formatNumber(upload.failed, 0)} failed.
        {upload.replayed ? ' This file was uploaded before: nothing was posted again.' : ''}
        {upload.failed > 0
          ? ' Correct the failed lines and upload them again, or key them in on Entering Meter Reading.'
          : ''}
      </Alert>
      {upload.failed > 0 && (
        <SimpleTable
          columns={columns}
          rows={failures.data}
          loading={failures.isFetching}
          rowKey={(f) => f.lineNo}
          caption="Failed log"
          emptyText="No failed lines."
        />
      )}
    </Paper>
  );
}
