import { updateServiceRequestConstantsEndpoint } from '@ilaw/contracts/msd/service-request-constants/update-service-request-constants';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TYPE_ADMINS } from '../access.ts';
import { loadConstants } from './constants-queries.ts';

export const updateServiceRequestConstants = defineRoute({
  endpoint: updateServiceRequestConstantsEndpoint,
  access: anyRole(...TYPE_ADMINS),
  async handler({ body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadConstants(trx);
      await trx
        .updateTable('msd_settings')
        .set({
          workday_start: body.workdayStart,
          break_start: body.breakStart,
          break_end: body.breakEnd,
          workday_end: body.workdayEnd,
          saturday_is_workday: body.saturdayIsWorkday,
          updated_by: actor.userId,
          updated_at: new Date(),
        })
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'msd-settings',
        entityId: 1,
        action: 'updated',
        ...diff(before, body),
      });
    });
    return loadConstants(db);
  },
});
