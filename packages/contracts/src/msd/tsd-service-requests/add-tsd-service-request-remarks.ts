import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { addServiceRequestRemarksEndpoint } from '../service-requests/add-service-request-remarks.ts';

export const addServiceRequestRemarksTsdEndpoint = technicalSideOf(
  addServiceRequestRemarksEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/ServiceRequestRemarks`,
);
