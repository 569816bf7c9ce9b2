import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { transformerApplicationSchema } from '../transformer-applications/transformer-application.ts';

export const getTransformerServiceRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer/{id}/GetServiceRequest',
  summary:
    "The transformer's service requests: the transformer applications that evaluated or installed it (decision 081), newest first.",
  params: idParam,
  response: z.array(transformerApplicationSchema),
});
