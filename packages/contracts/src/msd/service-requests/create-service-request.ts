import { endpoint } from '../../http.ts';
import { SERVICE_REQUEST_BASE, serviceRequestDetailSchema, newServiceRequestFields } from './service-request.ts';

const summary =
  'Files a service request for a consumer or a location. Numbered SR-<year>-NNNNNN; the clock starts now. A type that requires approval waits for the first and second approval. A retry with the same requestKey answers the first request.';

export const createServiceRequestEndpoint = endpoint({
  method: 'POST',
  path: SERVICE_REQUEST_BASE.msd,
  summary,
  body: newServiceRequestFields,
  response: serviceRequestDetailSchema,
});
