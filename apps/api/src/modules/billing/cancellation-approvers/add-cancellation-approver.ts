import { addCancellationApproverEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/add-cancellation-approver';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { BILLING_ADMIN } from '../access.ts';
import { approverQuery, approverStepId, toApprover } from './cancellation-approver-queries.ts';

export const addCancellationApprover = defineRoute({
  endpoint: addCancellationApproverEndpoint,
  access: BILLING_ADMIN,
  async handler({ body, db, actor, reply }) {
    const stepId = await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
      if (!user) throw fieldError('userId', 'The user was not found.');
      const role = await trx
        .selectFrom('user_roles')
        .select('user_id')
        .where('user_id', '=', body.userId)
        .where('role', '=', 'BillCancellationApprover')
        .executeTakeFirst();
      if (!role) throw fieldError('userId', 'Give the user the BillCancellationApprover role first.');
      const step = await approverStepId(trx);
      const added = await sql<{ id: number }>`
        INSERT INTO approval_step_members (step_id, user_id, added_by) VALUES (${step}, ${body.userId}, ${actor.userId})
        ON CONFLICT (step_id, user_id) WHERE user_id IS NOT NULL DO NOTHING RETURNING id`.execute(trx);
      if (added.rows.length === 0) throw conflict('The user is already an approver.', 'userId');
      await recordAudit(trx, actor, {
        entityType: 'billing-cancellation-approver',
        entityId: body.userId,
        action: 'added',
        newValues: { stepId: step },
      });
      return step;
    });
    reply.code(201);
    return toApprover(await approverQuery(db, stepId).where('a.user_id', '=', body.userId).executeTakeFirstOrThrow());
  },
});
