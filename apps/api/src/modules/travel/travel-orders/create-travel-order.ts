// OGM files a travel order as a draft; it takes the next TO number of its travel year at once
// (numbering is gapless: a refused filing gives its number back).
import { createTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/create-travel-order';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { travelOrderNumber, travelYear } from '../compute/travel-rules.ts';
import { travelOrderById } from './travel-order-queries.ts';
import { assertNoOverlap, assertTravellers, storedFields, writeTravellers } from './save-travel-order.ts';

export const createTravelOrder = defineRoute({
  endpoint: createTravelOrderEndpoint,
  access: anyRole('OgmStaff'),
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const names = await assertTravellers(trx, body.travellerIds);
      await assertNoOverlap(trx, body, body.travellerIds, names, null);
      const year = travelYear(body.dateFrom);
      const seq = await nextDocumentNumber(trx, 'travel-order', String(year));
      const o = await trx
        .insertInto('travel_orders')
        .values({
          ...storedFields(body),
          to_year: year,
          to_seq: seq,
          to_number: travelOrderNumber(year, seq),
          created_by: user.id,
        })
        .returning(['id', 'to_number'])
        .executeTakeFirstOrThrow();
      await writeTravellers(trx, o.id, body.travellerIds);
      await recordAudit(trx, actor, {
        entityType: 'travel-order',
        entityId: o.id,
        action: 'created',
        newValues: { toNumber: o.to_number, ...storedFields(body), travellerIds: body.travellerIds },
      });
      return o.id;
    });
    reply.code(201);
    return travelOrderById(db, user, id);
  },
});
