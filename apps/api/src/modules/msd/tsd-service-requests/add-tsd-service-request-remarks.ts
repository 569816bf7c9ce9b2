import { addServiceRequestRemarksTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/add-tsd-service-request-remarks';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { addRemarks } from '../service-requests/add-service-request-remarks.ts';

export const addServiceRequestRemarksTsd = defineRoute({
  endpoint: addServiceRequestRemarksTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.read),
  handler: addRemarks,
});
