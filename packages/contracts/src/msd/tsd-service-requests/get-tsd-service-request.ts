import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { getServiceRequestEndpoint } from '../service-requests/get-service-request.ts';

export const getServiceRequestTsdEndpoint = technicalSideOf(
  getServiceRequestEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/{id}`,
);
