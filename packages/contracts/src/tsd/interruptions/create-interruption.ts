import { endpoint } from '../../http.ts';
import { interruptionFields, interruptionSchema } from './interruption.ts';

export const createInterruptionEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/interruptions',
  summary:
    'Records a power interruption (numbered PI-<year>-NNNNNN); a scheduled one needs its notice date and is flagged when announced late.',
  body: interruptionFields,
  response: interruptionSchema,
});
