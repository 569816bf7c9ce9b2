// A new system-loss cap, in force from today or later: a month already reported keeps its cap.
import { createSystemLossCapEndpoint } from '@ilaw/contracts/tsd/system-loss-caps/create-system-loss-cap';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { SETTING_EDITORS } from '../access.ts';
import { checkEffectiveFrom } from '../limits/effective-from.ts';

export const createSystemLossCap = defineRoute({
  endpoint: createSystemLossCapEndpoint,
  access: anyRole(...SETTING_EDITORS),
  async handler({ body, db, actor, reply }) {
    checkEffectiveFrom(body.effectiveFrom);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('tsd_system_loss_caps')
        .values({ effective_from: body.effectiveFrom, cap_pct: body.capPct })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(
          duplicateToConflict({
            constraint: 'tsd_system_loss_caps_pkey',
            message: LIMITS_TAKEN,
            field: 'effectiveFrom',
          }),
        );
      await recordAudit(trx, actor, {
        entityType: 'tsd-limits',
        entityId: `system-loss-${body.effectiveFrom}`,
        action: 'created',
        newValues: body,
      });
      return inserted;
    });
    reply.code(201);
    return { effectiveFrom: row.effective_from, capPct: row.cap_pct };
  },
});
