// One travel order: OGM and IAD read any; a traveller, the requester, a signatory, or whoever may
// sign its current step reads that one (checked here, decision 003).
import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import { TRAVEL_ORDER_MESSAGES } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { takesPartIn } from '../access.ts';
import { travelOrderById } from './travel-order-queries.ts';

export const getTravelOrder = defineRoute({
  endpoint: getTravelOrderEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    const order = await travelOrderById(db, user, params.id);
    // Not found rather than forbidden: an outsider learns nothing of which orders exist.
    if (!(order.approval?.canDecide === true || (await takesPartIn(db, user, params.id)))) {
      throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
    }
    return order;
  },
});
