import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { employeeSchema } from './employee.ts';

export const listEmployeesQuery = pagingQuery.extend({
  /** Matches the start of the last name, first name or employee ID (each word). */
  search: z.string().trim().max(100).optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  branchCode: z.coerce.number().int().optional(),
  employeeStatus: z.coerce.number().int().min(1).max(6).optional(),
  employmentType: z.coerce.number().int().min(1).max(7).optional(),
});

export const listEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees',
  summary:
    'Paged employees, ordered by name. search: words matching the start of the last name, first name or employee ID; filters: department, branch, status, employment type.',
  query: listEmployeesQuery,
  response: pagedOf(employeeSchema),
});
