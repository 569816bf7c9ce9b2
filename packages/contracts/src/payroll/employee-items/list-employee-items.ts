import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { EMPLOYEE_ITEM_CATEGORIES, EMPLOYEE_ITEM_KINDS, employeeItemSchema } from './employee-item.ts';

export const listEmployeeItemsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/employee-items',
  summary:
    "Employees' recurring payments and deductions, by employee then priority. Filters: employee, kind, category, payroll (one-time amounts), active only, search (employee name or ID, description).",
  query: pagingQuery.extend({
    employeeId: id().optional(),
    kind: z.enum(EMPLOYEE_ITEM_KINDS).optional(),
    category: z.enum(EMPLOYEE_ITEM_CATEGORIES).optional(),
    payrollId: id().optional(),
    activeOnly: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    search: searchText(100).optional(),
  }),
  response: pagedOf(employeeItemSchema),
});
