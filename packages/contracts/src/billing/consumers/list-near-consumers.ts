import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { integer } from '../../primitives.ts';
import { accountNoParam } from '../common.ts';
import { consumerSchema } from './consumer.ts';

export const nearConsumersEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/Consumer/{accountNo}/near',
  summary: 'Consumers within a radius (metres) of this consumer’s meter, nearest first.',
  params: accountNoParam,
  query: z.object({
    radius: integer(1, 10_000).default(500),
    limit: integer(1, 200).default(20),
  }),
  response: z.array(consumerSchema.extend({ distanceMeters: z.number() })),
});
