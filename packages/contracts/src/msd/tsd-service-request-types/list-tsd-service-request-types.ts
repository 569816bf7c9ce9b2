import { listServiceRequestTypesEndpoint } from '../service-request-types/list-service-request-types.ts';
import { technicalSideOf } from '../service-requests/service-request.ts';

export const listServiceRequestTypesTsdEndpoint = technicalSideOf(
  listServiceRequestTypesEndpoint,
  '/api/tsd/ServiceRequestTypesTsd',
  "The technical side's service request types (those its crews handle) and their subtypes.",
);
