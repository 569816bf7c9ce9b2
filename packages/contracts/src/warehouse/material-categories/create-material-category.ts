import { endpoint } from '../../http.ts';
import { materialCategoryFields, materialCategorySchema } from './material-category.ts';

export const createMaterialCategoryEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/accounting/material-categories',
  summary: 'Adds a material category with its account code (accounting material administrators).',
  body: materialCategoryFields,
  response: materialCategorySchema,
});
