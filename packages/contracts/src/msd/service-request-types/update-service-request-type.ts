import { endpoint, idParam } from '../../http.ts';
import { serviceRequestTypeFields, serviceRequestTypeSchema } from './service-request-type.ts';

export const updateServiceRequestTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/service-request-types/{id}',
  summary: 'Changes a type or subtype. Requests already filed keep the category and target they were filed under.',
  params: idParam,
  body: serviceRequestTypeFields,
  response: serviceRequestTypeSchema,
});
