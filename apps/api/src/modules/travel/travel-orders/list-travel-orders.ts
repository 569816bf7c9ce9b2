// OGM's list of travel orders; IAD reads the same list (AuditViewer, read-only audit access).
import { listTravelOrdersEndpoint } from '@ilaw/contracts/travel/travel-orders/list-travel-orders';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRAVEL_READERS } from '../access.ts';
import { filteredTravelOrders, toTravelOrders } from './travel-order-queries.ts';

export const listTravelOrders = defineRoute({
  endpoint: listTravelOrdersEndpoint,
  access: TRAVEL_READERS,
  async handler({ query, db, user }) {
    const page = await paginate(filteredTravelOrders(db, query), query, (r) => r);
    return { data: await toTravelOrders(db, user, page.data), total: page.total };
  },
});
