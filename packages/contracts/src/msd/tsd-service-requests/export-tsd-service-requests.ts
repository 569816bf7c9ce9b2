import { exportServiceRequestsEndpoint } from '../service-requests/export-service-requests.ts';
import { technicalSideOf } from '../service-requests/service-request.ts';

export const exportServiceRequestsTsdEndpoint = technicalSideOf(
  exportServiceRequestsEndpoint,
  '/api/v2/tsd/service-requests/export',
);
