import { BillMonthStatus } from '@ilaw/contracts/billing/enums';
import { startBulkComputeEndpoint } from '@ilaw/contracts/billing/bills/start-bulk-compute';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { BILLING_COMPUTE } from '../access.ts';
import { activeComputation, BILLING_LOCK, COMPUTE_JOB } from '../month-locks.ts';

export const startBulkCompute = defineRoute({
  endpoint: startBulkComputeEndpoint,
  access: BILLING_COMPUTE,
  async handler({ body, db, services, user, reply }) {
    const month = await db
      .selectFrom('billing_bill_months')
      .select(['status', 'period'])
      .where('id', '=', body.billMonthId)
      .executeTakeFirst();
    if (!month) throw fieldError('billMonthId', 'The bill month was not found.');
    if (month.status !== BillMonthStatus.Open && !body.testMode)
      throw conflict(`Bill month ${month.period} is closed; it takes no changes.`, 'billMonthId');
    if (body.routeId !== undefined) {
      const r = await db
        .selectFrom('billing_routes')
        .select('branch_code')
        .where('id', '=', body.routeId)
        .executeTakeFirst();
      if (!r) throw fieldError('routeId', 'The route was not found.');
    }
    // The same computation asked for again while it is queued or running answers that job.
    const jobId = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, BILLING_LOCK.computeStart, body.billMonthId);
      const running = await activeComputation(trx, body.billMonthId, body);
      if (running) return running;
      return services.jobs.enqueue(
        COMPUTE_JOB,
        { ...body, userName: user.fullName },
        { createdBy: user.id, maxAttempts: 1 },
        trx,
      );
    });
    reply.code(202);
    return { jobId };
  },
});
