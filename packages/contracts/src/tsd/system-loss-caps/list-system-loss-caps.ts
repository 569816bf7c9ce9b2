import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { systemLossCapSchema } from './system-loss-cap.ts';

export const listSystemLossCapsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/system-loss-caps',
  summary:
    'The system-loss cap the monthly power report is judged by, each version with the date it is in force from, newest first.',
  response: z.array(systemLossCapSchema),
});
