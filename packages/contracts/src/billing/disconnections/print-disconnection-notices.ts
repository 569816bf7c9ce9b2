import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { noticeSchema } from './disconnection.ts';

export const printDisconnectionNoticesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/disconnection-notices',
  summary:
    'Prints the written notices of the chosen consumers: a consumer with an open notice gets it again; a consumer no longer past due beyond the threshold is refused (409).',
  body: z.object({ consumerIds: z.array(id()).min(1, 'Choose at least one consumer.').max(500) }),
  response: z.array(noticeSchema),
});
