import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { payslipSchema } from './payslip.ts';

export const getPayslipEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payrolls/{id}/employees/{employeeId}/payslip',
  summary: "An employee's payslip of a payroll, in any status (Payroll staff).",
  params: z.object({ id: id(), employeeId: id() }),
  response: payslipSchema,
});
