import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
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

export const listDepartmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/departments',
  summary: 'All departments (OGM, CPD, ISD, FSD, TSD, IAD and any added).',
  response: z.array(departmentSchema),
});

export const createDepartmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/departments',
  summary: 'Add a department.',
  body: departmentFieldsSchema,
  response: departmentSchema,
});

export const updateDepartmentEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/departments/{id}',
  summary: 'Edit a department.',
  params: idParam,
  body: departmentFieldsSchema,
  response: departmentSchema,
});
