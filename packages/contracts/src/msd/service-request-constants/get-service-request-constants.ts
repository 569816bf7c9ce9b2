import { endpoint } from '../../http.ts';
import { serviceRequestConstantsSchema } from './service-request-constants.ts';

export const getServiceRequestConstantsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/service-request-constants',
  summary: 'The office hours the working-hours clock of service requests counts.',
  response: serviceRequestConstantsSchema,
});
