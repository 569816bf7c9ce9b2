import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { disconnectionThresholdSchema } from './disconnection.ts';

export const listDisconnectionThresholdsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/disconnection-thresholds',
  summary: 'The disconnection thresholds (arrears and days past due), latest effective date first.',
  response: z.array(disconnectionThresholdSchema),
});
