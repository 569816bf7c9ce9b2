import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { materialTypeSchema } from './material-type.ts';

export const listMaterialTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/material-types',
  summary: 'Material types, by code.',
  response: z.array(materialTypeSchema),
});
