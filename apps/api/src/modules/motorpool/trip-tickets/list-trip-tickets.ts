import { listTripTicketsEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/list-trip-tickets';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MOTORPOOL } from '../access.ts';
import { filteredTrips, toTrips } from './trip-ticket-queries.ts';

export const listTripTickets = defineRoute({
  endpoint: listTripTicketsEndpoint,
  access: MOTORPOOL,
  async handler({ query, db, user }) {
    const page = await paginate(filteredTrips(db, query), query, (r) => r);
    return { data: await toTrips(db, user, page.data), total: page.total };
  },
});
