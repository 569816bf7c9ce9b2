import { endpoint, idParam } from '../../http.ts';
import { poleFields, poleSchema } from './pole.ts';

export const updatePoleEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/gis/poles/{id}',
  summary: "Corrects a pole's record (audited with its old values).",
  params: idParam,
  body: poleFields,
  response: poleSchema,
});
