import { endpoint, pagedOf } from '../../http.ts';
import { listMaterialsQuery, materialSchema } from './material.ts';

export const listMaterialsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/materials',
  summary: 'The list of materials, searched by item code or description, by item code.',
  query: listMaterialsQuery,
  response: pagedOf(materialSchema),
});
