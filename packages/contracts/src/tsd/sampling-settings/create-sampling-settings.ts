import { endpoint } from '../../http.ts';
import { samplingSettingsFields, samplingSettingsSchema } from './sampling-settings.ts';

export const createSamplingSettingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/sampling-settings',
  summary:
    'Adds the quality levels in force from a date (today or later); each must be one the sampling table has plans for.',
  body: samplingSettingsFields,
  response: samplingSettingsSchema,
});
