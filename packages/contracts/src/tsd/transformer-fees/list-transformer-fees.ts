import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { feeVersionSchema } from './transformer-fee.ts';

export const listTransformerFeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/transformer-fees',
  summary: 'The price list versions of transformer application fees, newest first; the one in force is marked.',
  response: z.array(feeVersionSchema),
});
