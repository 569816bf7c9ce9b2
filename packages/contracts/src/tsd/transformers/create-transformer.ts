import { endpoint } from '../../http.ts';
import { transformerDetailSchema, transformerFields } from './transformer.ts';

export const createTransformerEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/DistributionTransformer',
  summary: 'Registers a distribution transformer (dismounted until its installation is recorded).',
  body: transformerFields,
  response: transformerDetailSchema,
});
