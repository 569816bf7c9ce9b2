import { endpoint } from '../../http.ts';
import {
  SERVICE_REQUEST_BASE,
  msdServiceRequestIdParam,
  serviceRequestDetailSchema,
  serviceRequestFields,
} from './service-request.ts';

const summary =
  'Edits a request that is neither accomplished nor cancelled (history: Updated). The type keeps the target it was filed under unless the type changes.';

export const updateServiceRequestEndpoint = endpoint({
  method: 'POST',
  path: `${SERVICE_REQUEST_BASE.msd}/{msdServiceRequestId}/editServiceRequest`,
  summary,
  params: msdServiceRequestIdParam,
  body: serviceRequestFields,
  response: serviceRequestDetailSchema,
});
