// The site inspection, recorded once under the application's lock: passed goes to evaluation,
// failed disapproves the application (member services files a new one when the site is fixed).
import { inspectTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/inspect-transformer-application';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { APPLICATION_INSPECTORS } from '../access.ts';
import { applicationAt, loadApplication } from './application-queries.ts';

export const inspectTransformerApplication = defineRoute({
  endpoint: inspectTransformerApplicationEndpoint,
  access: anyRole(...APPLICATION_INSPECTORS),
  async handler({ params, body, db, actor, user }) {
    if (body.inspectedOn > manilaToday()) throw fieldError('inspectedOn', 'The date cannot be in the future.');
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer-application', params.id);
      const a = await applicationAt(trx, params.id, ['ForInspection']);
      if (body.inspectedOn < a.applied_on)
        throw fieldError('inspectedOn', 'The inspection cannot be before the application date.');
      const passed = body.result === 'Passed';
      await trx
        .updateTable('tsd_transformer_applications')
        .set({
          inspected_on: body.inspectedOn,
          inspection_result: body.result,
          inspection_findings: body.findings,
          inspected_by: user.id,
          inspector_name: a.inspector_name ?? user.fullName,
          feeder: body.feeder,
          pole_no: body.poleNo,
          latitude: body.latitude,
          longitude: body.longitude,
          stage: passed ? 'ForEvaluation' : 'Disapproved',
          status: passed ? 'Assigned' : 'Cancelled',
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-application',
        entityId: params.id,
        action: 'inspected',
        newValues: body,
      });
    });
    return loadApplication(db, user, params.id);
  },
});
