// OGM cancels an approved travel order (the trip did not happen): kept with its reason, never
// deleted; the travellers' DTR days stop showing the travel.
import { cancelTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/cancel-travel-order';
import { TRAVEL_ORDER_MESSAGES, TRAVEL_ORDER_STATUS } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { travelOrderById } from './travel-order-queries.ts';
import { recomputeTravellersDtr } from './travel-order-approvals.ts';
import { ORDER_LOCK } from './save-travel-order.ts';

export const cancelTravelOrder = defineRoute({
  endpoint: cancelTravelOrderEndpoint,
  access: anyRole('OgmStaff'),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, ORDER_LOCK, params.id);
      const o = await trx.selectFrom('travel_orders').select('status').where('id', '=', params.id).executeTakeFirst();
      if (!o) throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
      if (o.status === TRAVEL_ORDER_STATUS.Cancelled.value) throw conflict(TRAVEL_ORDER_MESSAGES.alreadyCancelled);
      if (o.status !== TRAVEL_ORDER_STATUS.Approved.value) throw conflict(TRAVEL_ORDER_MESSAGES.onlyApprovedCancelled);
      await trx
        .updateTable('travel_orders')
        .set({ status: TRAVEL_ORDER_STATUS.Cancelled.value, cancelled_at: new Date(), cancel_reason: body.reason })
        .where('id', '=', params.id)
        .execute();
      await recomputeTravellersDtr(trx, params.id);
      await recordAudit(trx, actor, {
        entityType: 'travel-order',
        entityId: params.id,
        action: 'cancelled',
        oldValues: { status: o.status },
        newValues: { status: TRAVEL_ORDER_STATUS.Cancelled.value, reason: body.reason },
      });
    });
    return travelOrderById(db, user, params.id);
  },
});
