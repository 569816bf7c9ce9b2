import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { payslipSummarySchema } from './payslip.ts';

export const listEmployeePayslipsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/employees/{employeeId}/payslips',
  summary:
    "An employee's published payslips (posted payrolls), latest pay date first: the employee record's Payslips tab. Payroll staff.",
  params: z.object({ employeeId: id() }),
  query: pagingQuery,
  response: pagedOf(payslipSummarySchema),
});
