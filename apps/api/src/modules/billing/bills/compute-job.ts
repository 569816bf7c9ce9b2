import type { JobContext } from '../../../platform/jobs/job-queue.ts';
import { computeBills } from '../compute/compute-bills.ts';

export async function runComputeJob(
  ctx: JobContext<{ billMonthId: number; routeId?: number; branchCode?: number; testMode: boolean; userName?: string }>,
) {
  const p = ctx.payload;
  return computeBills(
    ctx.db,
    { billMonthId: p.billMonthId, routeId: p.routeId, branchCode: p.branchCode, testMode: p.testMode },
    {
      userId: ctx.createdBy,
      actorName: p.userName ?? null,
      jobId: ctx.id,
      onProgress: (done, total) => ctx.progress.report(done, total),
    },
  );
}
