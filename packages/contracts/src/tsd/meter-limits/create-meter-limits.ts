import { endpoint } from '../../http.ts';
import { meterLimitsFields, meterLimitsSchema } from './meter-limits.ts';

export const createMeterLimitsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/meter-limits',
  summary: 'Adds a version of the weights and tolerances in force from a date (today or later).',
  body: meterLimitsFields,
  response: meterLimitsSchema,
});
