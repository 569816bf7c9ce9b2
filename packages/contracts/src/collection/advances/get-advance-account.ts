import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { advanceAccountSchema } from './advance.ts';

export const getAdvanceAccountEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/advances/{consumerId}',
  summary: "A consumer's advance balance and its history.",
  params: z.object({ consumerId: id() }),
  response: advanceAccountSchema,
});
