import { endpoint } from '../../http.ts';
import { serviceRequestConstantsFields, serviceRequestConstantsSchema } from './service-request-constants.ts';

export const updateServiceRequestConstantsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/service-request-constants',
  summary: 'Sets the office hours; due times of requests filed from now on follow them.',
  body: serviceRequestConstantsFields,
  response: serviceRequestConstantsSchema,
});
