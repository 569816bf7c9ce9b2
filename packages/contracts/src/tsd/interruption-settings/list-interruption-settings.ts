import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { interruptionSettingsSchema } from './interruption-settings.ts';

export const listInterruptionSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/interruption-settings',
  summary:
    'The momentary limit and the notice minimum of power interruptions, each version with the date it is in force from, newest first.',
  response: z.array(interruptionSettingsSchema),
});
