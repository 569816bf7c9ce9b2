import {
  listServiceRequestsEndpoint,
  listServiceRequestsTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/list-service-requests';
import type { ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { SIDE_ACCESS } from '../access.ts';
import { serviceRequestListQuery } from './service-request-list-query.ts';
import { toServiceRequests } from './service-request-queries.ts';

async function list({ query, db }: HandlerInput<typeof listServiceRequestsEndpoint, SessionUser>) {
  const page = await paginate(serviceRequestListQuery(db, query), query, (r) => r);
  return { data: await toServiceRequests(db, page.data), total: page.total };
}

function route(side: ServiceRequestSide, endpoint: typeof listServiceRequestsEndpoint) {
  return defineRoute({ endpoint, access: anyRole(...SIDE_ACCESS[side].read), handler: list });
}

export const listServiceRequests = route('msd', listServiceRequestsEndpoint);
export const listServiceRequestsTsd = route('tsd', listServiceRequestsTsdEndpoint);
