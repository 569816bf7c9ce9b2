import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { transformerBrandSchema } from './transformer-brand.ts';

export const listTransformerBrandsEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer/GetBrand',
  summary: 'Distribution transformer brands by name, each with how many transformers carry it.',
  response: z.array(transformerBrandSchema),
});
