import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { accountSchema } from './account.ts';

export const getAccountEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/accounts/{consumerId}',
  summary: "A consumer's unpaid bills oldest first with today's surcharge, unpaid non-power bills and advance balance.",
  params: z.object({ consumerId: id() }),
  response: accountSchema,
});
