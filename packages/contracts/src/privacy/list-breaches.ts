import { z } from 'zod';
import { endpoint } from '../http.ts';
import { breachSchema } from './agreement.ts';

export const listBreachesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/data-privacy/breaches',
  summary: 'The breach register, newest first, each with its 72-hour notification deadline.',
  response: z.object({ items: z.array(breachSchema) }),
});
