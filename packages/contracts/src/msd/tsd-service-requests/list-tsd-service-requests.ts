import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { listServiceRequestsEndpoint } from '../service-requests/list-service-requests.ts';

export const listServiceRequestsTsdEndpoint = technicalSideOf(listServiceRequestsEndpoint, SERVICE_REQUEST_BASE.tsd);
