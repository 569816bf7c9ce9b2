import { z } from 'zod';
import { SALARY_TYPE, enumValues } from '../../enums.ts';
import { endpoint, idParam, isoDate, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { MAX_ID, id, integer, searchText } from '../../primitives.ts';
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

export const listSalariesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Salaries',
  summary:
    'Paged salary entries, by employee name then latest effective date. Filters: employee record id, search (name or employee ID), currentOnly (the entry in effect on asOf, default today).',
  query: pagingQuery.extend({
    employeeId: id().optional(),
    search: searchText(100).optional(),
    currentOnly: queryBoolean.optional(),
    asOf: isoDate.optional(),
  }),
  response: pagedOf(salarySchema),
});

export const createSalaryEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Salaries',
  summary: 'Record a salary taking effect on a date. A second entry on the same date answers 409.',
  body: salaryFieldsSchema,
  response: salarySchema,
});

export const updateSalaryEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/Salaries/{id}',
  summary: 'Correct a salary entry (kept in the audit trail).',
  params: idParam,
  body: salaryFieldsSchema,
  response: salarySchema,
});

export const deleteSalaryEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/isd/hr/Salaries/{id}',
  summary: 'Remove a salary entry entered in error (kept in the audit trail).',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
