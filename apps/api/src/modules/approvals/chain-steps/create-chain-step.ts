import { createChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/create-chain-step';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { audited, checkFields, loadSteps, lockChain, renumber, writeMembers } from './chain-step-queries.ts';

const ADMIN = anyRole('Admin');

export const createChainStep = defineRoute({
  endpoint: createChainStepEndpoint,
  access: ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkFields(trx, body);
      const order = await lockChain(trx, body.documentType);
      const row = await trx
        .insertInto('approval_chain_steps')
        .values({
          document_type: body.documentType,
          seq: order.length + 1,
          signatory_type_id: body.signatoryTypeId,
          all_must_sign: body.allMustSign,
          updated_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeMembers(trx, row.id, body, actor.userId);
      const at = Math.min(body.seq ?? order.length + 1, order.length + 1) - 1;
      const after = [...order];
      after.splice(at, 0, row.id);
      await renumber(trx, body.documentType, order, after);
      await recordAudit(trx, actor, {
        entityType: 'approval-chain-step',
        entityId: row.id,
        action: 'created',
        newValues: { ...audited(body), seq: at + 1 },
      });
      return row.id;
    });
    reply.code(201);
    return (await loadSteps(db, { id }))[0]!;
  },
});
