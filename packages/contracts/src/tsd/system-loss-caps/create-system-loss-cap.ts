import { endpoint } from '../../http.ts';
import { systemLossCapFields, systemLossCapSchema } from './system-loss-cap.ts';

export const createSystemLossCapEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/system-loss-caps',
  summary: 'Adds a system-loss cap in force from a date (today or later); a past version is never changed.',
  body: systemLossCapFields,
  response: systemLossCapSchema,
});
