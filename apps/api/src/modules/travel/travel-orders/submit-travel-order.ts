// OGM sends a travel order to its signatories. Once per submission: twenty identical requests
// open one approval request and the rest answer 409 (decision 009).
import { submitTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/submit-travel-order';
import {
  EDITABLE_TRAVEL_ORDER_STATUSES,
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_MESSAGES,
  TRAVEL_ORDER_STATUS,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { formatDate } from '@ilaw/contracts/format';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { travelOrderById } from './travel-order-queries.ts';
import { assertNoOverlap, assertTravellers, ORDER_LOCK } from './save-travel-order.ts';

export const submitTravelOrder = defineRoute({
  endpoint: submitTravelOrderEndpoint,
  access: anyRole('OgmStaff'),
  async handler({ params, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const find = () => trx.selectFrom('travel_orders').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!(await find())) throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
      await postOnce(
        trx,
        {
          kind: ORDER_LOCK,
          id: params.id,
          alreadyPosted: async () => !EDITABLE_TRAVEL_ORDER_STATUSES.includes((await find())!.status),
          message: TRAVEL_ORDER_MESSAGES.alreadySubmitted,
        },
        async () => {
          const o = (await find())!;
          const travellers = await trx
            .selectFrom('travel_order_travellers')
            .select('employee_id')
            .where('travel_order_id', '=', o.id)
            .orderBy('seq')
            .execute();
          const ids = travellers.map((t) => t.employee_id);
          const names = await assertTravellers(trx, ids);
          await assertNoOverlap(trx, { dateFrom: o.date_from, dateTo: o.date_to }, ids, names, o.id);
          await trx
            .updateTable('travel_orders')
            .set({ status: TRAVEL_ORDER_STATUS.Pending.value, submitted_at: new Date(), decided_at: null })
            .where('id', '=', o.id)
            .execute();
          const dates =
            o.date_from === o.date_to
              ? formatDate(o.date_from)
              : `${formatDate(o.date_from)} to ${formatDate(o.date_to)}`;
          const who = ids.map((i) => names.get(i)).join('; ');
          await submitForApproval(trx, actor, {
            documentType: TRAVEL_ORDER_DOCUMENT_TYPE,
            documentId: o.id,
            summary: `${o.to_number}: ${who} to ${o.destination}, ${dates}`,
            // The first traveller's department picks the recommending department head.
            subjectEmployeeId: ids[0] ?? null,
          });
          await recordAudit(trx, actor, {
            entityType: 'travel-order',
            entityId: o.id,
            action: 'submitted',
            newValues: { status: TRAVEL_ORDER_STATUS.Pending.value },
          });
        },
      );
    });
    return travelOrderById(db, user, params.id);
  },
});
