// The administrator's view of backups (decision 018): when the last one ran, its size and result,
// a warning when the last good one is older than a day or the last one failed, and Back up now.
import { listBackupsEndpoint } from '@ilaw/contracts/platform/backups/list-backups';
import { runBackupEndpoint } from '@ilaw/contracts/platform/backups/run-backup';
import { formatDateTime, formatNumber } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery, invalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { isFinished, useJob } from '#web/shared/jobs/use-job.ts';

function size(bytes: number | null): string {
  if (bytes === null) return '-';
  return bytes >= 1_048_576
    ? `${formatNumber(bytes / 1_048_576, 1)} MB`
    : `${formatNumber(Math.ceil(bytes / 1024), 0)} kB`;
}

const TRIGGER = { daily: 'daily backup', command: 'npm run backup', user: 'Back up now' } as const;

export function BackupStatus() {
  const can = useCan();
  const status = useQuery(endpointQuery(listBackupsEndpoint));
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const run = useEndpointMutation(runBackupEndpoint, {
    invalidates: [listBackupsEndpoint],
    onSuccess: (data) => setJobId(data.jobId),
  });
  const finished = isFinished(job.data);
  useEffect(() => {
    if (finished) void invalidateEndpoints(queryClient, [listBackupsEndpoint]);
  }, [finished, queryClient]);

  const last = status.data?.backups.find((b) => b.status !== 'running');
  const running = (jobId !== null && !finished) || status.data?.backups.some((b) => b.status === 'running');
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="backup-status">
      <Typography variant="h2" component="h2" gutterBottom>
        Backups
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} data-testid="backup-last">
          {last
            ? `Last backup ${formatDateTime(last.startedAt)} (${TRIGGER[last.trigger]}): ${
                last.status === 'succeeded' ? `${last.fileName}, ${size(last.sizeBytes)}` : 'failed'
              }.`
            : 'No backup has been made yet.'}{' '}
          {status.data &&
            (status.data.dailyAt
              ? `A backup runs every day at ${status.data.dailyAt}; the last ${status.data.keep} are kept.`
              : 'The daily backup is off (BACKUP_DAILY_AT).')}
        </Typography>
        {can(runBackupEndpoint) && (
          <Button variant="outlined" onClick={() => void run.mutateAsync({})} loading={run.isPending || running}>
            Back up now
          </Button>
        )}
      </Stack>
      {status.data?.warning && (
        <Alert severity="warning" sx={{ mt: 2 }} role="status">
          {status.data.warning}
        </Alert>
      )}
    </Paper>
  );
}
