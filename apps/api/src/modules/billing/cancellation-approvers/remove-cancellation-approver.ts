import { removeCancellationApproverEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/remove-cancellation-approver';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { BILLING_ADMIN } from '../access.ts';
import { approverStepId } from './cancellation-approver-queries.ts';

export const removeCancellationApprover = defineRoute({
  endpoint: removeCancellationApproverEndpoint,
  access: BILLING_ADMIN,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const step = await approverStepId(trx);
      const gone = await trx
        .deleteFrom('approval_step_members')
        .where('step_id', '=', step)
        .where('user_id', '=', params.id)
        .returning('user_id')
        .executeTakeFirst();
      if (!gone) throw notFound('The approver was not found.');
      await recordAudit(trx, actor, {
        entityType: 'billing-cancellation-approver',
        entityId: params.id,
        action: 'removed',
        oldValues: { stepId: step },
      });
    });
  },
});
