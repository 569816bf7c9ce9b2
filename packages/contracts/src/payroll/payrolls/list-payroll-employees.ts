import { endpoint, idParam, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { searchText } from '../../primitives.ts';
import { payrollLineSchema } from './payroll.ts';

export const PAYROLL_LINE_SORT_COLUMNS = ['employee', 'department', 'grossPay', 'totalDeductions', 'netPay'] as const;

export const listPayrollEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Payrolls/{id}/Employees',
  summary:
    "The payroll's lines, one per employee, by name: every amount and, in items, how it was reached. Filter: search (name or employee ID).",
  params: idParam,
  query: pagingQuery.extend({ ...sortQuery(PAYROLL_LINE_SORT_COLUMNS).shape, search: searchText(100).optional() }),
  response: pagedOf(payrollLineSchema),
});
