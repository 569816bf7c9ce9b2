import { z } from 'zod';
import { optionalText, requiredText } from '../../validation.ts';

/** The title a signatory signs under (Approver, Recommender, Payroll Checker, ...). */
export const signatoryTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Chain steps that sign under this type. */
  stepCount: z.number().int(),
});

export type SignatoryType = z.infer<typeof signatoryTypeSchema>;

export const SIGNATORY_TYPE_NAME_TAKEN = 'A signatory type with this name already exists.';

export const signatoryTypeFieldsSchema = z.object({
  name: requiredText(2, 80),
  description: optionalText(255),
  isActive: z.boolean().default(true),
});

export type SignatoryTypeFields = z.input<typeof signatoryTypeFieldsSchema>;
