import { getServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/get-tsd-service-request';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { loadDetail } from '../service-requests/service-request-queries.ts';

export const getServiceRequestTsd = defineRoute({
  endpoint: getServiceRequestTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.read),
  handler: ({ params, db, user }) => loadDetail(db, user, params.id),
});
