import { endpoint } from '../../http.ts';
import { disconnectionThresholdFields, disconnectionThresholdSchema } from './disconnection.ts';

export const createDisconnectionThresholdEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/disconnection-thresholds',
  summary:
    'Adds a threshold in force from a date: at least this amount past due, for at least this many days. One per date (409).',
  body: disconnectionThresholdFields,
  response: disconnectionThresholdSchema,
});
