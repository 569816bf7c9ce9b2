import { endpoint, idParam } from '../../http.ts';
import { materialFields, materialSchema } from './material.ts';

export const updateMaterialEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/warehouse/materials/{id}',
  summary: 'Changes a material (its item code stays; its type is fixed once it has moved).',
  params: idParam,
  body: materialFields,
  response: materialSchema,
});
