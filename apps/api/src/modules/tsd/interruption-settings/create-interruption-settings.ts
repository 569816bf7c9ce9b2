// A new momentary limit and notice minimum, in force from today or later: a month's indices and a
// notice already judged keep the version of their dates.
import { createInterruptionSettingsEndpoint } from '@ilaw/contracts/tsd/interruption-settings/create-interruption-settings';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { SETTING_EDITORS } from '../access.ts';
import { checkEffectiveFrom } from '../limits/effective-from.ts';

export const createInterruptionSettings = defineRoute({
  endpoint: createInterruptionSettingsEndpoint,
  access: anyRole(...SETTING_EDITORS),
  async handler({ body, db, actor, user, reply }) {
    checkEffectiveFrom(body.effectiveFrom);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('tsd_interruption_settings')
        .values({
          effective_from: body.effectiveFrom,
          momentary_max_minutes: body.momentaryMaxMinutes,
          notice_min_days: body.noticeMinDays,
          updated_by: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(
          duplicateToConflict({
            constraint: 'tsd_interruption_settings_pkey',
            message: LIMITS_TAKEN,
            field: 'effectiveFrom',
          }),
        );
      await recordAudit(trx, actor, {
        entityType: 'tsd-limits',
        entityId: `interruption-${body.effectiveFrom}`,
        action: 'created',
        newValues: body,
      });
      return inserted;
    });
    reply.code(201);
    return {
      effectiveFrom: row.effective_from,
      momentaryMaxMinutes: row.momentary_max_minutes,
      noticeMinDays: row.notice_min_days,
    };
  },
});
