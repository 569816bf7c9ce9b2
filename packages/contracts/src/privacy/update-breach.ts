import { endpoint, idParam } from '../http.ts';
import { breachFieldsSchema, breachSchema } from './agreement.ts';

export const updateBreachEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/data-privacy/breaches/{id}',
  summary: 'Updates a breach: measures taken, when the NPC and the data subjects were notified, closed.',
  params: idParam,
  body: breachFieldsSchema,
  response: breachSchema,
});
