import { endpoint, pagedOf } from '../../http.ts';
import { listPolesQuery, poleSchema } from './pole.ts';

export const listPolesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/poles',
  summary: 'Poles gathered in the field, newest first: by pole number prefix, branch, type, carrying a transformer.',
  query: listPolesQuery,
  response: pagedOf(poleSchema),
});
