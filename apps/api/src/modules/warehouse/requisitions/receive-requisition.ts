// The recipient signs on screen for what the posted charge ticket (or transfer) issued; the
// signature (a PNG) is kept with the requisition, once (decision 091).
import { receiveRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/receive-requisition';
import { RequisitionStatus } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { DocumentStatus } from '@ilaw/contracts/warehouse/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { hasRole } from '../../../platform/http/context.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { DOCUMENT_CLERKS } from '../access.ts';
import { loadRequisition } from './requisition-queries.ts';
import { lockRequisition, TAKING_STATUSES } from './requisition-status.ts';

export const NOT_YET_ISSUED = 'The materials can be signed for once the documents issuing them have posted.';

export const receiveRequisition = defineRoute({
  endpoint: receiveRequisitionEndpoint,
  // The requester, or the warehouse's clerk on whose screen the recipient signs (checked below).
  access: SIGNED_IN,
  async handler({ params, body, db, actor, user }) {
    const before = await loadRequisition(db, user, params.id);
    if (before.requestedById !== user.id && !hasRole(user, ...DOCUMENT_CLERKS)) throw forbidden();
    await db.transaction().execute(async (trx) => {
      const r = await lockRequisition(trx, params.id);
      if (r?.status === RequisitionStatus.Received) throw conflict('The materials have already been signed for.');
      // Every document that took a part has posted (decision 119).
      const issuing = await trx
        .selectFrom('wh_documents')
        .select('status')
        .where('requisition_id', '=', params.id)
        .where('status', 'in', TAKING_STATUSES)
        .execute();
      if (
        r?.status !== RequisitionStatus.Issued ||
        issuing.length === 0 ||
        issuing.some((d) => d.status === DocumentStatus.Pending)
      )
        throw conflict(NOT_YET_ISSUED);
      await trx
        .updateTable('wh_requisitions')
        .set({
          status: RequisitionStatus.Received,
          received_by_name: body.receivedByName,
          received_signature: body.signature,
          received_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-requisition',
        entityId: params.id,
        action: 'received',
        newValues: { receivedByName: body.receivedByName },
      });
    });
    return loadRequisition(db, user, params.id);
  },
});
