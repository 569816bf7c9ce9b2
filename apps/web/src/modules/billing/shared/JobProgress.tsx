import type { Job } from '@ilaw/contracts/platform/jobs';
import { formatNumber } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { jobPercent } from './use-job.ts';

const STATUS_TEXT: Record<Job['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Computing…',
  succeeded: 'Done.',
  failed: 'Stopped with an error.',
};

/** A job's progress bar; it stays at 100% once done so the run can be read afterwards. */
export function JobProgress({ job, label, unit }: { job: Job | undefined; label: string; unit: string }) {
  const percent = jobPercent(job);
  const status = job?.status ?? 'queued';
  const counts =
    job && job.progressTotal !== null
      ? `${formatNumber(job.progressDone, 0)} of ${formatNumber(job.progressTotal, 0)} ${unit}`
      : '';
  return (
    <Box role="status" aria-live="polite" data-job-status={status} data-job-id={job?.id ?? ''} sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 2 }}>
        <Typography variant="body2">
          {label}: {STATUS_TEXT[status]}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="job-counts">
          {counts}
          {percent !== null ? ` (${percent}%)` : ''}
        </Typography>
      </Box>
      <LinearProgress
        aria-label={`${label} progress`}
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
        color={status === 'failed' ? 'error' : status === 'succeeded' ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}
