import { getServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { loadDetail } from './service-request-queries.ts';

export const getServiceRequest = defineRoute({
  endpoint: getServiceRequestEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: ({ params, db, user }) => loadDetail(db, user, params.id),
});
