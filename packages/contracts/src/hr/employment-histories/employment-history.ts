import { z } from 'zod';
import { optionalText, requiredText } from '../../validation.ts';
import { optionalAmount, optionalDate, recordId, requiredDate } from '../fields.ts';
import { employmentTypeSchema } from '../employees/employee.ts';
import { id } from '../../primitives.ts';

export const HISTORY_DATE_ORDER = 'The end date cannot be before the start date.';
export const HISTORY_OVERLAP = 'This period overlaps another employment history entry of this employee.';

export const employmentHistoryFieldsSchema = z
  .object({
    employeeId: recordId,
    position: requiredText(2, 100),
    departmentId: id()
      .nullish()
      .transform((v) => v ?? null),
    employmentType: employmentTypeSchema.nullish().transform((v) => v ?? null),
    /** e.g. 'SG 12 step 3' */
    salaryGrade: optionalText(30),
    /** Pesos (decimal string), monthly or daily as the salary type says. */
    rate: optionalAmount(),
    dateFrom: requiredDate(),
    /** Empty while the assignment is current. */
    dateTo: optionalDate(),
    remarks: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.dateTo && v.dateFrom && v.dateTo < v.dateFrom) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: HISTORY_DATE_ORDER });
    }
  });
export type EmploymentHistoryFields = z.input<typeof employmentHistoryFieldsSchema>;

export const employmentHistorySchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  position: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  employmentType: z.number().int().nullable(),
  salaryGrade: z.string().nullable(),
  rate: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmploymentHistory = z.infer<typeof employmentHistorySchema>;
