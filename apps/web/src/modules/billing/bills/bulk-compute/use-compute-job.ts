import type { Job } from '@ilaw/contracts/platform/jobs';
import { useEffect, useRef } from 'react';
import { isFinished, useJob } from '../../shared/use-job.ts';
import { parseResult } from './run-totals.ts';

/**
 * Follows a compute job whose id is in the URL (so a reload or a return to the page picks the run
 * up again). `onFinish` runs once per job when it ends; `startedHere` says whether this page
 * started it (only those raise a toast, not a reload of a finished run).
 */
export function useComputeJob(jobId: string | null, onFinish: (job: Job, startedHere: boolean) => void) {
  const job = useJob(jobId).data;
  const handled = useRef(new Set<string>());
  const started = useRef(new Set<string>());
  useEffect(() => {
    if (!job || !isFinished(job) || handled.current.has(job.id)) return;
    handled.current.add(job.id);
    onFinish(job, started.current.has(job.id));
    // Once per job end, not on every poll's new object or a new onFinish function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.id, job?.status]);
  const shown = job && job.id === jobId ? job : undefined;
  return {
    job: shown,
    result: shown?.status === 'succeeded' ? parseResult(shown.result) : null,
    running: jobId !== null && !isFinished(shown),
    markStarted: (id: string) => started.current.add(id),
  };
}
