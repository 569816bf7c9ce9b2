import { z } from 'zod';
import { endpoint, queryBoolean } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';

export const employeeOptionSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  branchCode: z.number().int().nullable(),
  position: z.string().nullable(),
  employeeStatus: z.number().int(),
});
export type EmployeeOption = z.infer<typeof employeeOptionSchema>;

export const employeeOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/employees',
  summary: 'Employees for pickers (id, staff number, name), by name. Active only unless includeInactive.',
  query: z.object({
    search: searchText(100).optional(),
    departmentId: id().optional(),
    includeInactive: queryBoolean.optional(),
  }),
  response: z.array(employeeOptionSchema),
});
