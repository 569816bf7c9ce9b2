import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { meterLimitsSchema } from './meter-limits.ts';

export const listMeterLimitsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/meter-limits',
  summary:
    "The meter laboratory's weights and tolerances, each version with the date it is in force from, newest first.",
  response: z.array(meterLimitsSchema),
});
