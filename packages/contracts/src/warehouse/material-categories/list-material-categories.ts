import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { materialCategorySchema } from './material-category.ts';

export const listMaterialCategoriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/material-categories',
  summary: 'Material categories with their inventory account codes, by code.',
  response: z.array(materialCategorySchema),
});
