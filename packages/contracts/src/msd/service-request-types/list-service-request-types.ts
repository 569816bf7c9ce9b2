import { z } from 'zod';
import { endpoint, queryBoolean } from '../../http.ts';
import { serviceRequestTypeSchema } from './service-request-type.ts';

const listTypesQuery = z.object({
  /** Only active types and subtypes (the filing form). */
  activeOnly: queryBoolean.optional(),
});

export const listServiceRequestTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestTypes',
  summary: 'Service request types and subtypes (a subtype names its type in parentId), by type then name.',
  query: listTypesQuery,
  response: z.array(serviceRequestTypeSchema),
});
