import { endpoint } from '../../http.ts';
import { transformerBrandFields, transformerBrandSchema } from './transformer-brand.ts';

export const createTransformerBrandEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/DistributionTransformer/StoreBrand',
  summary: 'Adds a distribution transformer brand (names are unique regardless of case).',
  body: transformerBrandFields,
  response: transformerBrandSchema,
});
