// Moved to the shared job follower (payroll generation uses it too).
export { isFinished, jobPercent, useJob } from '#web/shared/jobs/use-job.ts';
