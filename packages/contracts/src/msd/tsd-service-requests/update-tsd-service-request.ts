import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { updateServiceRequestEndpoint } from '../service-requests/update-service-request.ts';

export const updateServiceRequestTsdEndpoint = technicalSideOf(
  updateServiceRequestEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/{msdServiceRequestId}/editServiceRequest`,
);
