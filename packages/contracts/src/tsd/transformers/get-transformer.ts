import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { cleanString } from '../../validation.ts';
import { transformerDetailSchema } from './transformer.ts';

export const getTransformerEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer/GetTransformer',
  summary: 'One transformer by id or by serial no., with its installation history and test events.',
  query: z.object({ id: id().optional(), serialNo: cleanString().trim().max(40).optional() }),
  response: transformerDetailSchema,
});
