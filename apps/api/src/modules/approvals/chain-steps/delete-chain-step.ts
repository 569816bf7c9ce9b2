import { deleteChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/delete-chain-step';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { loadSteps, lockChain, renumber } from './chain-step-queries.ts';

const STEP_NOT_FOUND = 'The approval step was not found.';

const ADMIN = anyRole('Admin');

export const deleteChainStep = defineRoute({
  endpoint: deleteChainStepEndpoint,
  access: ADMIN,
  async handler({ params, db, actor, reply }) {
    await db.transaction().execute(async (trx) => {
      const [before] = await loadSteps(trx, { id: params.id });
      if (!before) throw notFound(STEP_NOT_FOUND);
      const order = await lockChain(trx, before.documentType);
      if (order.length <= 1) throw conflict('A chain keeps at least one step; change this step instead.');
      await trx.deleteFrom('approval_chain_steps').where('id', '=', params.id).execute();
      await renumber(
        trx,
        before.documentType,
        order,
        order.filter((id) => id !== params.id),
      );
      await recordAudit(trx, actor, {
        entityType: 'approval-chain-step',
        entityId: params.id,
        action: 'deleted',
        oldValues: { documentType: before.documentType, seq: before.seq, signatoryTypeId: before.signatoryTypeId },
      });
    });
    reply.code(204);
  },
});
