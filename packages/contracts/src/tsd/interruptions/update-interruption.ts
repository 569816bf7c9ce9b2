import { endpoint, idParam } from '../../http.ts';
import { interruptionFields, interruptionSchema } from './interruption.ts';

export const updateInterruptionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/interruptions/{id}',
  summary: 'Corrects an interruption or records its restoration (end time, crew).',
  params: idParam,
  body: interruptionFields,
  response: interruptionSchema,
});
