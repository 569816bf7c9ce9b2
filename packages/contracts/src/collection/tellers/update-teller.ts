import { endpoint, idParam } from '../../http.ts';
import { tellerFields, tellerSchema } from './teller.ts';

export const updateTellerEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/fsd/collection/tellers/{id}',
  summary: "Changes a teller's name, branch, office or active flag.",
  params: idParam,
  body: tellerFields,
  response: tellerSchema,
});
