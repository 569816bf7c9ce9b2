import { z } from 'zod';
import { SALARY_TYPE, enumValues } from '../../enums.ts';
import { MAX_ID, integer } from '../../primitives.ts';
import { MESSAGES, optionalText } from '../../validation.ts';
import { recordId, requiredAmount, requiredDate } from '../fields.ts';

const SALARY_TYPES = enumValues(SALARY_TYPE) as number[];
export const salaryTypeSchema = integer(0, MAX_ID, MESSAGES.required).refine(
  (v) => SALARY_TYPES.includes(v),
  'Choose Monthly or Daily.',
);

export const SALARY_DATE_TAKEN = 'This employee already has a salary effective on this date.';

/**
 * A salary takes effect on its date and holds until the next one: the salary on any date is
 * the entry with the latest effective date on or before it. One entry per employee and date.
 */
export const salaryFieldsSchema = z.object({
  employeeId: recordId,
  salaryType: salaryTypeSchema,
  amount: requiredAmount(),
  effectiveDate: requiredDate(),
  remarks: optionalText(200),
});
export type SalaryFields = z.input<typeof salaryFieldsSchema>;

export const salarySchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  salaryType: z.number().int(),
  /** Pesos, decimal string. */
  amount: z.string(),
  effectiveDate: z.string(),
  remarks: z.string().nullable(),
  /** True for the entry in effect today. */
  isCurrent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Salary = z.infer<typeof salarySchema>;
