import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { serviceRequestTypeSchema } from './service-request-type.ts';

export const getServiceRequestTypeEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestTypes/{id}',
  summary: 'One service request type with its subtypes.',
  params: idParam,
  response: serviceRequestTypeSchema.extend({ subtypes: z.array(serviceRequestTypeSchema) }),
});
