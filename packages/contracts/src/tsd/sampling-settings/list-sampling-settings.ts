import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { samplingSettingsSchema } from './sampling-settings.ts';

export const listSamplingSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/sampling-settings',
  summary:
    'The acceptable quality levels meter lots are sampled at (acceptance, in service), each version with the date it is in force from, newest first.',
  response: z.array(samplingSettingsSchema),
});
