// The one import screen part (docs/decisions/016): template download, file choice, upload
// progress, then the one import result: a summary worded for what happened and a table of every
// bad cell with its row and column. Used by the salary, rate and opening-balance imports.
import { formatNumber } from '@ilaw/contracts/format';
import type { EndpointDef } from '@ilaw/contracts/http';
import { importResultSchema, type ImportResult } from '@ilaw/contracts/platform/imports';
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
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { invalidateEndpoints } from '../api/query.ts';
import { isFinished, jobPercent, useJob } from '../jobs/use-job.ts';
import type { CallOptions } from '../api/call-endpoint.ts';
import { useEndpointMutation, type EndpointCall } from '../api/use-endpoint-mutation.ts';
import { downloadFile } from '../browser/download.ts';
import { notify } from '../feedback/notify.ts';
import { importSummary } from './import-summary.ts';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export interface ImportPanelProps<E extends EndpointDef> {
  /** The import endpoint (multipart, field "file", answering the one ImportResult). */
  endpoint: E;
  /** Its query or body besides the file (the fiscal year, the bill month). */
  call?: Omit<EndpointCall<E>, 'files'>;
  template: { endpoint: EndpointDef; call?: CallOptions<EndpointDef>; label?: string };
  /** The reads this import changes. */
  invalidates: readonly Pick<EndpointDef, 'method' | 'path'>[];
  /** The file input's accessible name ('Salary file'). */
  fileLabel: string;
  importLabel?: string;
  disabled?: boolean;
  /** How to fill the template, shown above the buttons. */
  children?: ReactNode;
  onImported?: (result: ImportResult) => void;
  /** Offers a Dry run button: the same upload with this call (e.g. query dryRun=true) keeps nothing. */
  dryRunCall?: Omit<EndpointCall<E>, 'files'>;
  /**
   * The endpoint answers `{ jobId }` (202): the import runs as a background job, which the panel
   * follows (GET /api/v2/jobs/{id}) with its progress until the job's ImportResult is there.
   */
  asJob?: boolean;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; sent: number }
  | { kind: 'checking'; fileName: string }
  | { kind: 'job'; fileName: string; jobId: string };

export function ImportPanel<E extends EndpointDef>(props: ImportPanelProps<E>) {
  const mutation = useEndpointMutation(props.endpoint, { invalidates: props.invalidates });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [result, setResult] = useState<ImportResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const dryRunInput = useRef<HTMLInputElement>(null);

  const importFile = async (file: File | undefined, dryRun = false) => {
    if (!file) return;
    setResult(null);
    setPhase({ kind: 'uploading', fileName: file.name, sent: 0 });
    try {
      const call = {
        ...(dryRun ? props.dryRunCall : props.call),
        files: { file },
        onUploadProgress: (sent: number) =>
          setPhase(
            sent >= 1 ? { kind: 'checking', fileName: file.name } : { kind: 'uploading', fileName: file.name, sent },
          ),
      } as EndpointCall<E>;
      const answer = await mutation.mutateAsync(call);
      if (props.asJob) {
        // The job takes over; JobFollower ends the phase when the job is done.
        setPhase({ kind: 'job', fileName: file.name, jobId: (answer as { jobId: string }).jobId });
        return;
      }
      finish(answer as ImportResult);
    } catch {
      // The toast said why (not the template, not a spreadsheet, a closed month or year).
      setPhase({ kind: 'idle' });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
      if (dryRunInput.current) dryRunInput.current.value = '';
    }
  };

  function finish(r: ImportResult) {
    setPhase({ kind: 'idle' });
    setResult(r);
    const summary = importSummary(r);
    notify[summary.severity === 'info' ? 'info' : summary.severity](summary.text);
    props.onImported?.(r);
  }

  const busy = phase.kind !== 'idle';
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="import-panel">
      {props.children}
      <Stack direction="row" spacing={1} sx={{ mt: props.children ? 2 : 0, flexWrap: 'wrap' }}>
        <Button
          startIcon={<Download />}
          onClick={() => void downloadFile(props.template.endpoint, props.template.call).catch(() => undefined)}
        >
          {props.template.label ?? 'Download template'}
        </Button>
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          disabled={busy || props.disabled}
          onClick={() => fileInput.current?.click()}
        >
          {props.importLabel ?? 'Import'}
        </Button>
        {props.dryRunCall && (
          <>
            <Button disabled={busy || props.disabled} onClick={() => dryRunInput.current?.click()}>
              Dry run
            </Button>
            <input
              ref={dryRunInput}
              type="file"
              hidden
              accept={ACCEPT}
              aria-label={`${props.fileLabel} (dry run)`}
              onChange={(e) => void importFile(e.target.files?.[0], true)}
            />
          </>
        )}
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={props.fileLabel}
          onChange={(e) => void importFile(e.target.files?.[0])}
        />
      </Stack>
      {phase.kind === 'job' && (
        <JobFollower
          jobId={phase.jobId}
          fileName={phase.fileName}
          invalidates={props.invalidates}
          onDone={finish}
          onFailed={(message) => {
            setPhase({ kind: 'idle' });
            notify.error(message);
          }}
        />
      )}
      {busy && phase.kind !== 'job' && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {phase.kind === 'uploading'
              ? `Uploading ${phase.fileName}: ${Math.round(phase.sent * 100)}%`
              : `Checking every row of ${phase.fileName} and posting the good ones...`}
          </Typography>
          <LinearProgress
            aria-label="Import progress"
            variant={phase.kind === 'uploading' ? 'determinate' : 'indeterminate'}
            {...(phase.kind === 'uploading' ? { value: Math.round(phase.sent * 100) } : {})}
          />
        </Box>
      )}
      {result && <ImportReport result={result} onClose={() => setResult(null)} />}
    </Paper>
  );
}

/** Follows an import job: its last message and a bar of its progress, then its result. */
function JobFollower(props: {
  jobId: string;
  fileName: string;
  invalidates: readonly Pick<EndpointDef, 'method' | 'path'>[];
  onDone: (result: ImportResult) => void;
  onFailed: (message: string) => void;
}) {
  const job = useJob(props.jobId).data;
  const queryClient = useQueryClient();
  const { onDone, onFailed, invalidates } = props;
  useEffect(() => {
    if (!job || !isFinished(job)) return;
    void invalidateEndpoints(queryClient, invalidates);
    const parsed = importResultSchema.safeParse(job.result);
    if (job.status === 'succeeded' && parsed.success) onDone(parsed.data);
    else onFailed(job.error ?? 'The import did not finish.');
    // Once per finished job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status]);
  const percent = jobPercent(job);
  return (
    <Box role="status" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {props.fileName}: {job?.messages.at(-1) ?? 'Waiting for its turn.'}
      </Typography>
      <LinearProgress
        aria-label="Import progress"
        variant={percent === null ? 'indeterminate' : 'determinate'}
        {...(percent === null ? {} : { value: percent })}
      />
    </Box>
  );
}

export function ImportReport({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const summary = importSummary(result);
  return (
    <Box aria-label="Import result" role="region" sx={{ mt: 2 }}>
      <Alert
        severity={summary.severity}
        onClose={onClose}
        sx={{ mb: result.errors.length + result.notes.length + result.reconciliation.length ? 2 : 0 }}
      >
        {summary.text}
      </Alert>
      {result.reconciliation.length > 0 && (
        <Table size="small" aria-label="Reconciliation" sx={{ mb: 2, maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Reconciliation</TableCell>
              <TableCell sx={{ fontWeight: 700 }} align="right">
                In the file
              </TableCell>
              <TableCell sx={{ fontWeight: 700 }} align="right">
                {result.dryRun ? 'Would be posted' : 'Posted'}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.reconciliation.map((l) => (
              <TableRow key={l.label} data-line={l.label}>
                <TableCell>{l.label}</TableCell>
                <TableCell align="right">{formatNumber(l.inFile, l.inFile.includes('.') ? 2 : 0)}</TableCell>
                <TableCell align="right">{formatNumber(l.posted, l.posted.includes('.') ? 2 : 0)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {result.errors.length > 0 && (
        <Table size="small" aria-label="Rows with errors">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Row</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Column</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Value</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.errors.map((e, i) => (
              <TableRow key={`${e.row}-${e.field ?? ''}-${i}`} data-row={e.row}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.field ?? '-'}</TableCell>
                <TableCell>{e.value ?? ''}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {result.notes.length > 0 && (
        <Table size="small" aria-label="Posted rows to note" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Row</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Note</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.notes.map((n) => (
              <TableRow key={n.row} data-row={n.row}>
                <TableCell>{n.row}</TableCell>
                <TableCell>{n.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
