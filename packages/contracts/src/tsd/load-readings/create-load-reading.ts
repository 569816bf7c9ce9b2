import { endpoint } from '../../http.ts';
import { loadReadingFields, loadReadingSchema } from './load-reading.ts';

export const createLoadReadingEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/load-readings',
  summary:
    "Posts a transformer's per-phase current and voltage reading: kVA, percent loading and phase imbalance are computed and flagged against the thresholds of the reading's day (one reading per transformer and time).",
  body: loadReadingFields,
  response: loadReadingSchema,
});
