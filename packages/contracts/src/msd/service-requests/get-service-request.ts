import { endpoint, idParam } from '../../http.ts';
import { SERVICE_REQUEST_BASE, serviceRequestDetailSchema } from './service-request.ts';

const summary = 'One service request with its timeline, attachments, approval and what the user may do now.';

export const getServiceRequestEndpoint = endpoint({
  method: 'GET',
  path: `${SERVICE_REQUEST_BASE.msd}/{id}`,
  summary,
  params: idParam,
  response: serviceRequestDetailSchema,
});
