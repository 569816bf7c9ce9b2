import type { JobContext } from '../../../platform/jobs/job-queue.ts';
import { computeBills } from '../compute/compute-bills.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { startBulkComputeEndpoint } from '@ilaw/contracts/billing/bills/start-bulk-compute';

export async function runComputeJob(
  ctx: JobContext<InputOf<typeof startBulkComputeEndpoint>['body'] & { userName?: string }>,
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
