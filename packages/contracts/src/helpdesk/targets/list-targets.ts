import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { targetSchema } from './target.ts';

export const listTargetsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-service-request-targets',
  summary: 'Response and resolution targets (minutes) per priority.',
  response: z.array(targetSchema),
});
