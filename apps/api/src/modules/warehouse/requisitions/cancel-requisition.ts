// An approved requisition nobody will issue is cancelled by its requester or a warehouse
// administrator, giving its reservation back (a pending one is withdrawn through its approval).
// Partly issued, only the rest is cancelled: it closes as Issued for what was issued (decision 119).
import { cancelRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/cancel-requisition';
import { RequisitionStatus } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { hasRole } from '../../../platform/http/context.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { REVERSERS } from '../access.ts';
import { loadRequisition } from './requisition-queries.ts';
import { closeRequisition } from './requisition-status.ts';

export const cancelRequisition = defineRoute({
  endpoint: cancelRequisitionEndpoint,
  // Its requester or a warehouse administrator (checked below).
  access: SIGNED_IN,
  async handler({ params, body, db, actor, user }) {
    const before = await loadRequisition(db, user, params.id);
    if (before.requestedById !== user.id && !hasRole(user, ...REVERSERS)) throw forbidden();
    await db.transaction().execute(async (trx) => {
      const status = await closeRequisition(
        trx,
        params.id,
        RequisitionStatus.Cancelled,
        body.remarks,
        [RequisitionStatus.Approved],
        user.id,
      );
      await recordAudit(trx, actor, {
        entityType: 'warehouse-requisition',
        entityId: params.id,
        action: status === RequisitionStatus.Cancelled ? 'cancelled' : 'rest cancelled',
        oldValues: { status: before.status },
        newValues: { status, remarks: body.remarks },
      });
    });
    return loadRequisition(db, user, params.id);
  },
});
