import { updateServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/update-tsd-service-request';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { editServiceRequest } from '../service-requests/update-service-request.ts';

export const updateServiceRequestTsd = defineRoute({
  endpoint: updateServiceRequestTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.edit),
  handler: editServiceRequest('tsd'),
});
