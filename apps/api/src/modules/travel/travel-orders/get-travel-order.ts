import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRAVEL_READERS } from '../access.ts';
import { travelOrderById } from './travel-order-queries.ts';

export const getTravelOrder = defineRoute({
  endpoint: getTravelOrderEndpoint,
  access: TRAVEL_READERS,
  handler: ({ params, db, user }) => travelOrderById(db, user, params.id),
});
