// Import Opening Balance: download the template for a fiscal year, upload it filled; good rows
// post together and each bad row is listed with its line and reason.
import { downloadOpeningBalanceTemplateEndpoint } from '@ilaw/contracts/leave/opening-balances/download-opening-balance-template';
import { importOpeningBalancesEndpoint } from '@ilaw/contracts/leave/opening-balances/import-opening-balances';
import { type OpeningBalanceImportResult } from '@ilaw/contracts/leave/opening-balances/opening-balance';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useFiscalYearOptions } from '#web/shared/reference/reference-data.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';

export default function ImportOpeningBalancePage() {
  const url = useUrlState();
  const active = useActiveFiscalYearId();
  const fiscalYearId = url.num('fiscalYearId') || active;
  const importBalances = useEndpointMutation(importOpeningBalancesEndpoint, { invalidates: LEAVE_POSTING_READS });
  const year = useFiscalYearOptions().data?.find((y) => y.id === fiscalYearId);
  const [importing, setImporting] = useState<string | null>(null);
  const [result, setResult] = useState<OpeningBalanceImportResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const importFile = async (file: File | undefined) => {
    if (!file || fiscalYearId === undefined) return;
    setImporting(file.name);
    setResult(null);
    try {
      const r = await importBalances.mutateAsync({ query: { fiscalYearId }, files: { file } });
      setResult(r);
      notify[r.errors > 0 ? 'warning' : 'success'](
        `${r.posted + r.reposted} posted, ${r.unchanged} unchanged, ${r.errors} with errors.`,
      );
    } catch {
      // The toast said why (not the template, not .xlsx, closed year).
    } finally {
      setImporting(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box>
      <PageHeader
        title="Import Opening Balance"
        subtitle={`Opening leave balances for ${year?.name ?? 'a fiscal year'}, posted as of its first day.`}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FiscalYearSelect
              value={fiscalYearId}
              onChange={(id) => (url.set({ fiscalYearId: id }), setResult(null))}
            />
            <Button
              startIcon={<Download />}
              disabled={fiscalYearId === undefined}
              onClick={() =>
                void downloadFile(downloadOpeningBalanceTemplateEndpoint, { query: { fiscalYearId } }).catch(
                  () => undefined,
                )
              }
            >
              Download template
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              onClick={() => fileInput.current?.click()}
              disabled={importing !== null || fiscalYearId === undefined}
            >
              Import
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Opening balance file"
              onChange={(e) => void importFile(e.target.files?.[0])}
            />
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="body2">
          The template lists every active employee with each leave type earned monthly and the opening balance already
          posted. Fill <strong>Days</strong> (up to 3 decimals) and import it. Importing the same file again changes
          nothing; a different value for a posted balance reverses the old one (kept as Cancelled) and posts the new
          one.
        </Typography>
      </Paper>
      {importing !== null && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status">
          <Typography variant="body2" sx={{ mb: 1 }}>
            Importing {importing}: uploading and checking every row...
          </Typography>
          <LinearProgress aria-label="Import progress" />
        </Paper>
      )}
      {result && <ImportReport result={result} onClose={() => setResult(null)} />}
    </Box>
  );
}

function ImportReport({ result, onClose }: { result: OpeningBalanceImportResult; onClose: () => void }) {
  const problems = result.lines.filter((l) => l.status === 'error');
  const reposted = result.lines.filter((l) => l.status === 'reposted');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Import result">
      <Alert severity={problems.length > 0 ? 'warning' : 'success'} onClose={onClose} sx={{ mb: 2 }}>
        {result.fileName}: {result.posted} posted, {result.reposted} replaced, {result.unchanged} already posted
        (unchanged), {result.blank} blank, {result.errors} with errors. Good rows were posted together; rows with errors
        posted nothing; fix them and import the file again.
      </Alert>
      {[...problems, ...reposted].length > 0 && (
        <Table size="small" aria-label="Rows to review">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Line</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Employee ID</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Leave type</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Result</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...problems, ...reposted]
              .sort((a, b) => a.line - b.line)
              .map((l) => (
                <TableRow key={l.line} data-line={l.line}>
                  <TableCell>{l.line}</TableCell>
                  <TableCell>{l.employeeId ?? '-'}</TableCell>
                  <TableCell>{l.leaveType ?? '-'}</TableCell>
                  <TableCell>{l.status === 'error' ? 'Error' : 'Replaced'}</TableCell>
                  <TableCell>{l.reason}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
