import { listServiceRequestsTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/list-tsd-service-requests';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { listServiceRequestPage } from '../service-requests/list-service-requests.ts';

export const listServiceRequestsTsd = defineRoute({
  endpoint: listServiceRequestsTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.read),
  handler: listServiceRequestPage,
});
