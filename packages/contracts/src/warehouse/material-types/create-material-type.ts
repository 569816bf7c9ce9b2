import { endpoint } from '../../http.ts';
import { materialTypeFields, materialTypeSchema } from './material-type.ts';

export const createMaterialTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/material-types',
  summary: 'Adds a material type (codes are unique, whatever the case).',
  body: materialTypeFields,
  response: materialTypeSchema,
});
