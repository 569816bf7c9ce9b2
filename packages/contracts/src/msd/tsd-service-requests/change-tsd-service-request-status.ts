import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { changeServiceRequestStatusEndpoint } from '../service-requests/change-service-request-status.ts';

export const changeServiceRequestStatusTsdEndpoint = technicalSideOf(
  changeServiceRequestStatusEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/ServiceRequestStatus`,
);
