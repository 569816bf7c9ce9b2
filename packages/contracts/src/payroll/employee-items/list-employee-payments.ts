import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { employeePaymentsSummarySchema } from './employee-item.ts';

export const listEmployeePaymentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/employee-payments',
  summary:
    'Active employees with their recurring payments and deductions in short: items in force, monthly allowances, monthly deductions and amortizations, loan balance. Filters: department, search (name or employee ID).',
  query: pagingQuery.extend({ departmentId: id().optional(), search: searchText(100).optional() }),
  response: pagedOf(employeePaymentsSummarySchema),
});
