import { z } from 'zod';
import { requiredText } from '../../validation.ts';

export const transformerBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  transformers: z.number().int(),
});
export type TransformerBrand = z.infer<typeof transformerBrandSchema>;

export const transformerBrandFields = z.object({
  name: requiredText(1, 60),
  isActive: z.boolean().default(true),
});

export const BRAND_TAKEN = 'There is already a brand with this name.';
export const BRAND_NOT_FOUND = 'The brand was not found.';
