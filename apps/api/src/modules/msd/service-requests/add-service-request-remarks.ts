import { RequestHistoryEvent } from '@ilaw/contracts/msd/enums';
import { addServiceRequestRemarksEndpoint } from '@ilaw/contracts/msd/service-requests/add-service-request-remarks';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { addHistory, loadDetail, requireRequest } from './service-request-queries.ts';

export async function addRemarks({
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof addServiceRequestRemarksEndpoint, SessionUser>) {
  await db.transaction().execute(async (trx) => {
    await requireRequest(trx, body.serviceRequestId);
    await addHistory(trx, body.serviceRequestId, RequestHistoryEvent.AddedRemarks, body.remarks, user.id);
    await recordAudit(trx, actor, {
      entityType: 'msd-service-request',
      entityId: body.serviceRequestId,
      action: 'remarks-added',
      newValues: { remarks: body.remarks },
    });
  });
  return loadDetail(db, user, body.serviceRequestId);
}

export const addServiceRequestRemarks = defineRoute({
  endpoint: addServiceRequestRemarksEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: addRemarks,
});
