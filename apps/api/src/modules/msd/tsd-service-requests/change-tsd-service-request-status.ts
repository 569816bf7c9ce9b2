import { changeServiceRequestStatusTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { changeStatus } from '../service-requests/change-service-request-status.ts';

export const changeServiceRequestStatusTsd = defineRoute({
  endpoint: changeServiceRequestStatusTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.status),
  handler: changeStatus,
});
