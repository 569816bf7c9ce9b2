import { endpoint } from '../../http.ts';
import { tellerFields, tellerSchema } from './teller.ts';

export const createTellerEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/tellers',
  summary: 'Makes a portal user (role Teller) a teller of a branch and collection office.',
  body: tellerFields,
  response: tellerSchema,
});
