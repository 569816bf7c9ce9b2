import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { createServiceRequestEndpoint } from '../service-requests/create-service-request.ts';

export const createServiceRequestTsdEndpoint = technicalSideOf(createServiceRequestEndpoint, SERVICE_REQUEST_BASE.tsd);
