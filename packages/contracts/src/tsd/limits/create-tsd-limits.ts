import { endpoint } from '../../http.ts';
import { tsdLimitsFields, tsdLimitsSchema } from './limits.ts';

export const createTsdLimitsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/limits',
  summary: 'Adds a version of the limits in force from a date; tests and readings before it keep the older limits.',
  body: tsdLimitsFields,
  response: tsdLimitsSchema,
});
