import { endpoint } from '../../http.ts';
import { interruptionSettingsFields, interruptionSettingsSchema } from './interruption-settings.ts';

export const createInterruptionSettingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/interruption-settings',
  summary: 'Adds the momentary limit and notice minimum in force from a date (today or later).',
  body: interruptionSettingsFields,
  response: interruptionSettingsSchema,
});
