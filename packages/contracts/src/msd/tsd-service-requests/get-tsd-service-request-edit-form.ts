import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { getServiceRequestEditFormEndpoint } from '../service-requests/get-service-request-edit-form.ts';

export const getServiceRequestEditFormTsdEndpoint = technicalSideOf(
  getServiceRequestEditFormEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/{id}/editForm`,
);
