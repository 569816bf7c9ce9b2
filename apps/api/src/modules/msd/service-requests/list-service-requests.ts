import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { SIDE_ACCESS } from '../access.ts';
import { listTotal, serviceRequestListQuery } from './service-request-list-query.ts';
import { toServiceRequests } from './service-request-queries.ts';

// The page and the count are two queries: a window count would join and sort every matching row
// before the LIMIT, where the page alone walks the received-at index (scripts/bench/msd.ts). The
// count stops at LIST_COUNT_CAP; a larger total is the planner's estimate ("about").
export async function listServiceRequestPage({
  query,
  db,
}: HandlerInput<typeof listServiceRequestsEndpoint, SessionUser>) {
  const q = serviceRequestListQuery(db, query);
  const rows = await q
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  return { data: await toServiceRequests(db, rows), ...(await listTotal(db, query)) };
}

export const listServiceRequests = defineRoute({
  endpoint: listServiceRequestsEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: listServiceRequestPage,
});
