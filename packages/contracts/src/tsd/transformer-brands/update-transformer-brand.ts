import { endpoint, idParam } from '../../http.ts';
import { transformerBrandFields, transformerBrandSchema } from './transformer-brand.ts';

export const updateTransformerBrandEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/transformer-brands/{id}',
  summary: 'Renames a brand or retires it from the registry form (transformers keep their brand).',
  params: idParam,
  body: transformerBrandFields,
  response: transformerBrandSchema,
});
