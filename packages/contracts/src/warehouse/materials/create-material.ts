import { endpoint } from '../../http.ts';
import { materialFields, materialSchema } from './material.ts';

export const createMaterialEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/materials',
  summary: "Adds a material; its item code is numbered per type and year (the type's code, the year, a number).",
  body: materialFields,
  response: materialSchema,
});
