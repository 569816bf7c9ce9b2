import { endpoint, idParam } from '../../http.ts';
import { materialSchema } from './material.ts';

export const getMaterialEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/materials/{id}',
  summary: 'One material with its stock on hand.',
  params: idParam,
  response: materialSchema,
});
