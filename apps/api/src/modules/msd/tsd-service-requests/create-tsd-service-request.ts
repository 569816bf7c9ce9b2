import { createServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/create-tsd-service-request';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { fileServiceRequest } from '../service-requests/create-service-request.ts';

export const createServiceRequestTsd = defineRoute({
  endpoint: createServiceRequestTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.create),
  handler: fileServiceRequest('tsd'),
});
