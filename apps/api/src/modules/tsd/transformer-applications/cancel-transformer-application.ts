// Member services cancels an application before it is approved; a pending approval request is
// closed with it. After approval the fees are billed: the bill stands, the application goes on.
import { cancelTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/cancel-transformer-application';
import { TRANSFORMER_APPLICATION_DOCUMENT } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { closePendingApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { APPLICATION_INTAKE } from '../access.ts';
import { applicationAt, loadApplication } from './application-queries.ts';

export const cancelTransformerApplication = defineRoute({
  endpoint: cancelTransformerApplicationEndpoint,
  access: anyRole(...APPLICATION_INTAKE),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer-application', params.id);
      await applicationAt(trx, params.id, ['ForInspection', 'ForEvaluation', 'ForApproval']);
      await closePendingApproval(trx, actor, TRANSFORMER_APPLICATION_DOCUMENT, params.id, body.reason);
      await trx
        .updateTable('tsd_transformer_applications')
        .set({ stage: 'Cancelled', status: 'Cancelled', cancel_reason: body.reason, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-application',
        entityId: params.id,
        action: 'cancelled',
        newValues: body,
      });
    });
    return loadApplication(db, user, params.id);
  },
});
