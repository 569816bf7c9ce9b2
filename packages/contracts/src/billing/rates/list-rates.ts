import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { consumerClassSchema } from '../common.ts';
import { rateHeaderSchema } from './rate.ts';

export const listRateHeadersEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/RateMonthlyHeader',
  summary: 'The rates of a bill month per consumer class, unbundled into components.',
  query: z.object({ billMonthId: id().optional(), consumerClass: consumerClassSchema.optional() }),
  response: z.array(rateHeaderSchema),
});
