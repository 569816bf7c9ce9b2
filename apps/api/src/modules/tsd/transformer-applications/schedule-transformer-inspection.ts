import { scheduleTransformerInspectionEndpoint } from '@ilaw/contracts/tsd/transformer-applications/schedule-transformer-inspection';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { APPLICATION_INSPECTORS } from '../access.ts';
import { applicationAt, loadApplication } from './application-queries.ts';

export const scheduleTransformerInspection = defineRoute({
  endpoint: scheduleTransformerInspectionEndpoint,
  access: anyRole(...APPLICATION_INSPECTORS),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer-application', params.id);
      const a = await applicationAt(trx, params.id, ['ForInspection']);
      if (body.scheduledOn < a.applied_on)
        throw fieldError('scheduledOn', 'The inspection cannot be before the application date.');
      await trx
        .updateTable('tsd_transformer_applications')
        .set({
          inspector_name: body.inspectorName,
          inspection_scheduled_on: body.scheduledOn,
          status: 'ForSchedule',
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-application',
        entityId: params.id,
        action: 'inspection-scheduled',
        newValues: body,
      });
    });
    return loadApplication(db, user, params.id);
  },
});
