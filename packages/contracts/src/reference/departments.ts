import { z } from 'zod';
import { requiredText } from '../validation.ts';

export const departmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  userCount: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentFieldsSchema = z.object({
  code: requiredText(2, 20).pipe(z.string().regex(/^[A-Z0-9-]+$/, 'Use capital letters, digits and dashes only.')),
  name: requiredText(2, 150),
  isActive: z.boolean().default(true),
});
export type DepartmentFields = z.input<typeof departmentFieldsSchema>;

export const DEPARTMENT_CODE_TAKEN = 'A department with this code already exists.';
