import { updateTargetEndpoint } from '@ilaw/contracts/helpdesk/targets/update-target';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { IT_PERSONNEL } from '../access.ts';

export const updateTarget = defineRoute({
  endpoint: updateTargetEndpoint,
  access: IT_PERSONNEL,
  async handler({ params, body, db, actor }) {
    if (body.resolutionMinutes < body.responseMinutes) {
      throw fieldError('resolutionMinutes', 'The resolution target must not be shorter than the response target.');
    }
    return db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('it_helpdesk_targets')
        .selectAll()
        .where('priority', '=', params.priority)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('it_helpdesk_targets')
        .set({
          response_minutes: body.responseMinutes,
          resolution_minutes: body.resolutionMinutes,
          updated_at: new Date(),
        })
        .where('priority', '=', params.priority)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'it-helpdesk-target',
        entityId: params.priority,
        action: 'updated',
        oldValues: { responseMinutes: before.response_minutes, resolutionMinutes: before.resolution_minutes },
        newValues: body,
      });
      return { priority: params.priority, ...body };
    });
  },
});
