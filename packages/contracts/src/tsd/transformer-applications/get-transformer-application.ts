import { endpoint, idParam } from '../../http.ts';
import { transformerApplicationSchema } from './transformer-application.ts';

export const getTransformerApplicationEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/transformer-applications/{id}',
  summary: 'One transformer application with its inspection, evaluation, fees, bill and approval.',
  params: idParam,
  response: transformerApplicationSchema,
});
