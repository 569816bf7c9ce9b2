import { exportServiceRequestsTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/export-tsd-service-requests';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { exportServiceRequestList } from '../service-requests/export-service-requests.ts';

export const exportServiceRequestsTsd = defineRoute({
  endpoint: exportServiceRequestsTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.read),
  handler: exportServiceRequestList,
});
