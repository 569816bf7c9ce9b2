import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { orSeriesSchema } from './or-series.ts';

export const listOrSeriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/or-series',
  summary: 'OR ranges, per teller in number order, with how many numbers each has used.',
  query: z.object({ tellerId: id().optional() }),
  response: z.array(orSeriesSchema),
});
