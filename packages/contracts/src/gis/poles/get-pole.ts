import { endpoint, idParam } from '../../http.ts';
import { poleSchema } from './pole.ts';

export const getPoleEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/poles/{id}',
  summary: 'One pole.',
  params: idParam,
  response: poleSchema,
});
