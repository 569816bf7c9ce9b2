import { endpoint } from '../../http.ts';
import { serviceRequestTypeFields, serviceRequestTypeSchema } from './service-request-type.ts';

export const createServiceRequestTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/service-request-types',
  summary: 'Adds a service request type, or a subtype when parentId names its type (codes are unique).',
  body: serviceRequestTypeFields,
  response: serviceRequestTypeSchema,
});
