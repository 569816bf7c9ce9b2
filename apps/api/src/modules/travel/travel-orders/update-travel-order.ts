// OGM changes a travel order before it is sent again: a draft, or one disapproved or withdrawn.
import { TRAVEL_ORDER_MESSAGES } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { EDITABLE_TRAVEL_ORDER_STATUSES } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { updateTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/update-travel-order';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { travelYear } from '../compute/travel-rules.ts';
import { travelOrderById } from './travel-order-queries.ts';
import { assertNoOverlap, assertTravellers, ORDER_LOCK, storedFields, writeTravellers } from './save-travel-order.ts';

export const updateTravelOrder = defineRoute({
  endpoint: updateTravelOrderEndpoint,
  access: anyRole('OgmStaff'),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, ORDER_LOCK, params.id);
      const before = await trx.selectFrom('travel_orders').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!before) throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
      if (!EDITABLE_TRAVEL_ORDER_STATUSES.includes(before.status)) throw conflict(TRAVEL_ORDER_MESSAGES.notEditable);
      // The TO number names its year: the travel stays in that year.
      if (travelYear(body.dateFrom) !== before.to_year) {
        throw fieldError('dateFrom', `The travel of ${before.to_number} starts in ${before.to_year}.`);
      }
      const names = await assertTravellers(trx, body.travellerIds);
      await assertNoOverlap(trx, body, body.travellerIds, names, params.id);
      const oldTravellers = await trx
        .selectFrom('travel_order_travellers')
        .select('employee_id')
        .where('travel_order_id', '=', params.id)
        .orderBy('seq')
        .execute();
      await trx
        .updateTable('travel_orders')
        .set({ ...storedFields(body), updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await writeTravellers(trx, params.id, body.travellerIds);
      await recordAudit(trx, actor, {
        entityType: 'travel-order',
        entityId: params.id,
        action: 'updated',
        oldValues: {
          destination: before.destination,
          purpose: before.purpose,
          date_from: before.date_from,
          date_to: before.date_to,
          funding: before.funding,
          estimated_expenses: before.estimated_expenses,
          transportation: before.transportation,
          remarks: before.remarks,
          travellerIds: oldTravellers.map((t) => t.employee_id),
        },
        newValues: { ...storedFields(body), travellerIds: body.travellerIds },
      });
    });
    return travelOrderById(db, user, params.id);
  },
});
