import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { tsdLimitsSchema } from './limits.ts';

export const listTsdLimitsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/limits',
  summary: 'The test and loading limits, each version with the date it is in force from, newest first.',
  response: z.array(tsdLimitsSchema),
});
