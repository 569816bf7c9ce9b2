// Follows a background job (GET /api/v2/jobs/{id}) until it succeeds or fails.
import { getJobEndpoint, type Job } from '@ilaw/contracts/platform/jobs';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';

const POLL_MS = 600;

export function isFinished(job: Job | undefined): boolean {
  return job?.status === 'succeeded' || job?.status === 'failed';
}

export function useJob(jobId: string | null) {
  return useQuery({
    ...endpointQuery(getJobEndpoint, { params: { id: jobId ?? '' } }),
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : POLL_MS),
  });
}

/** 0-100 for a determinate bar; null while the total is unknown (queued). */
export function jobPercent(job: Job | undefined): number | null {
  if (!job) return null;
  if (job.status === 'succeeded') return 100;
  if (job.progressTotal === null || job.progressTotal === 0) return job.status === 'running' ? 0 : null;
  return Math.min(100, Math.round((job.progressDone / job.progressTotal) * 100));
}
