// Installation and removal: a posting per transformer under its lock, so of twenty identical
// posts one changes the mounting and the rest find it already done (409).
import { MovementAction } from '@ilaw/contracts/tsd/enums';
import { moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_MOVERS } from '../access.ts';
import { recordMovement } from './record-movement.ts';
import { loadTransformerDetail } from './transformer-queries.ts';

export const moveTransformer = defineRoute({
  endpoint: moveTransformerEndpoint,
  access: anyRole(...TRANSFORMER_MOVERS),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await recordMovement(trx, user.id, params.id, body);
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer',
        entityId: params.id,
        action: body.action === MovementAction.Installed ? 'installed' : 'removed',
        newValues: body,
      });
    });
    return loadTransformerDetail(db, params.id);
  },
});
