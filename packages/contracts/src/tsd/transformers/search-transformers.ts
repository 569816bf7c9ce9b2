import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { transformerSchema } from './transformer.ts';

export const searchTransformersEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer/SearchTransformer',
  summary: 'Up to 20 transformers whose serial no. or pole no. starts with the text (for pickers).',
  query: z.object({ search: searchText(60) }),
  response: z.array(transformerSchema),
});
