import { endpoint, idParam } from '../../http.ts';
import { transformerDetailSchema } from './transformer.ts';

export const getTransformerByIdEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/transformers/{id}',
  summary: 'One transformer with its installation history and test events.',
  params: idParam,
  response: transformerDetailSchema,
});
