import { updateChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/update-chain-step';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { audited, checkFields, loadSteps, lockChain, renumber, writeMembers } from './chain-step-queries.ts';

const STEP_NOT_FOUND = 'The approval step was not found.';

const ADMIN = anyRole('Admin');

export const updateChainStep = defineRoute({
  endpoint: updateChainStepEndpoint,
  access: ADMIN,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const [before] = await loadSteps(trx, { id: params.id });
      if (!before) throw notFound(STEP_NOT_FOUND);
      if (before.documentType !== body.documentType) {
        throw fieldError(
          'documentType',
          'A step stays in its document type’s chain; add a step to the other chain instead.',
        );
      }
      await checkFields(trx, body);
      const order = await lockChain(trx, before.documentType);
      await trx
        .updateTable('approval_chain_steps')
        .set({
          signatory_type_id: body.signatoryTypeId,
          all_must_sign: body.allMustSign,
          updated_by: actor.userId,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await writeMembers(trx, params.id, body, actor.userId);
      if (body.seq !== undefined && body.seq !== before.seq) {
        const rest = order.filter((id) => id !== params.id);
        rest.splice(Math.min(body.seq, rest.length + 1) - 1, 0, params.id);
        await renumber(trx, before.documentType, order, rest);
      }
      await recordAudit(trx, actor, {
        entityType: 'approval-chain-step',
        entityId: params.id,
        action: 'updated',
        oldValues: {
          seq: before.seq,
          signatoryTypeId: before.signatoryTypeId,
          allMustSign: before.allMustSign,
          members: before.members.map((m) =>
            m.role ? `${m.role}${m.ownDepartment ? ' (own department)' : ''}` : `user ${m.userId}`,
          ),
        },
        newValues: { ...audited(body), seq: body.seq ?? before.seq },
      });
    });
    return (await loadSteps(db, { id: params.id }))[0]!;
  },
});
