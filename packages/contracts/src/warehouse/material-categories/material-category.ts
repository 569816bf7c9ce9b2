import { z } from 'zod';
import { requiredText } from '../../validation.ts';

/** Accounting's material category: the inventory account its materials are carried in. */
export const materialCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  accountCode: z.string(),
});
export type MaterialCategory = z.infer<typeof materialCategorySchema>;

export const materialCategoryFields = z.object({
  code: requiredText(1, 10),
  name: requiredText(1, 80),
  accountCode: requiredText(1, 20),
});

export const MATERIAL_CATEGORY_CODE_TAKEN = 'There is already a material category with this code.';
