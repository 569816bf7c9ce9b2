import { z } from 'zod';
import { requiredText } from '../../validation.ts';

/** A material type; its code starts the item codes of its materials (LM-2026-0001). */
export const materialTypeSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type MaterialType = z.infer<typeof materialTypeSchema>;

export const materialTypeFields = z.object({
  code: requiredText(1, 6).refine((v) => /^[A-Za-z0-9]+$/.test(v), { message: 'Use letters and digits only.' }),
  name: requiredText(1, 80),
});

export const MATERIAL_TYPE_CODE_TAKEN = 'There is already a material type with this code.';
