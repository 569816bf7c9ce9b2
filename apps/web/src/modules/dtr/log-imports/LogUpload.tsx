import { importLogsBody, type BiometricImport } from '@ilaw/contracts/dtr/log-imports/log-import';
import { importLogsEndpoint } from '@ilaw/contracts/dtr/log-imports/import-logs';
import { LOG_IMPORT_SORT_COLUMNS, listImportsEndpoint } from '@ilaw/contracts/dtr/log-imports/list-log-imports';
import { formatDateTime } from '@ilaw/contracts/format';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { HR_LOG_READS } from '../records/dtr-reads.ts';
import { uploadSummary } from './upload-summary.ts';

/** A device export (ZKTeco attendance .dat/.txt, or CSV) and the per-line report of the upload. */
export function LogUpload() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [deviceSerial, setDeviceSerial] = useState('');
  const [serialError, setSerialError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [result, setResult] = useState<BiometricImport | null>(null);
  const list = useListParams({ sortable: LOG_IMPORT_SORT_COLUMNS });
  const imports = usePagedEndpoint(listImportsEndpoint, { query: list.query });
  // New logs can complete days already computed.
  const importLogs = useEndpointMutation(importLogsEndpoint, { invalidates: [listImportsEndpoint, ...HR_LOG_READS] });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = importLogsBody.safeParse({ deviceSerial });
    if (!body.success) {
      setSerialError(body.error.issues[0]?.message ?? null);
      return;
    }
    setUploading(file.name);
    setResult(null);
    try {
      const r = await importLogs.mutateAsync({ body: body.data, files: { file } });
      setResult(r);
      const problems = r.unknownUserIds.length + r.rejectedLines.length;
      notify[problems > 0 ? 'warning' : 'success'](
        `${r.inserted} new logs, ${r.duplicates} already recorded${problems > 0 ? ', see the report' : ''}.`,
      );
    } catch {
      // The toast said why (not text, no log lines, too large).
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const columns: Column<BiometricImport>[] = [
    { key: 'createdAt', header: 'When', sortable: true, render: (i) => formatDateTime(i.createdAt) },
    { key: 'source', header: 'Source', render: (i) => (i.source === 'file' ? (i.fileName ?? 'File') : 'Device push') },
    { key: 'deviceSerial', header: 'Device', sortable: true, render: (i) => i.deviceSerial },
    { key: 'lines', header: 'Lines', align: 'right', render: (i) => i.totalLines },
    { key: 'inserted', header: 'New', align: 'right', sortable: true, render: (i) => i.inserted },
    { key: 'dup', header: 'Duplicates', align: 'right', render: (i) => i.duplicates },
    {
      key: 'unknown',
      header: 'Unknown biometric IDs',
      render: (i) => (i.unknownUserIds.length ? i.unknownUserIds.join(', ') : '-'),
    },
  ];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <TextField
          label="Device serial number"
          name="deviceSerial"
          value={deviceSerial}
          onChange={(e) => (setDeviceSerial(e.target.value), setSerialError(null))}
          error={serialError !== null}
          helperText={serialError ?? 'Optional: the device the file came from.'}
          sx={{ minWidth: 260 }}
        />
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          onClick={() => fileInput.current?.click()}
          disabled={uploading !== null}
          sx={{ mt: 1 }}
        >
          Upload log file
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".dat,.txt,.csv,text/plain,text/csv"
          aria-label="Log file"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A ZKTeco attendance export (tab-separated: user ID, date and time, verify mode, in/out state) or a CSV with a
        header row. Uploading the same file again adds nothing twice; logs of unknown biometric IDs are kept and linked
        once HR sets the employee&apos;s biometric ID.
      </Typography>
      {uploading !== null && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2">Uploading {uploading}...</Typography>
          <LinearProgress aria-label="Upload progress" />
        </Box>
      )}
      {result && <UploadReport result={result} onClose={() => setResult(null)} />}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Uploads and device pushes
      </Typography>
      <DataTable
        columns={columns}
        result={imports.data}
        loading={imports.isFetching}
        {...list.table}
        rowKey={(i) => i.id}
        caption="Log imports"
        emptyText="No logs received yet."
      />
    </Box>
  );
}

function UploadReport({ result, onClose }: { result: BiometricImport; onClose: () => void }) {
  const problems = result.unknownUserIds.length + result.rejectedLines.length;
  return (
    <Box aria-label="Upload result" sx={{ mb: 2 }}>
      <Alert severity={problems > 0 ? 'warning' : 'success'} onClose={onClose} sx={{ mb: 1 }}>
        {uploadSummary(result)}
        {result.unknownUserIds.length > 0 &&
          ` Unknown biometric IDs (kept, not linked to anyone yet): ${result.unknownUserIds.join(', ')}.`}
      </Alert>
      {result.rejectedLines.length > 0 && (
        <Table size="small" aria-label="Rejected lines">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Line</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rejectedLines.map((l) => (
              <TableRow key={l.line} data-line={l.line}>
                <TableCell>{l.line}</TableCell>
                <TableCell>{l.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
