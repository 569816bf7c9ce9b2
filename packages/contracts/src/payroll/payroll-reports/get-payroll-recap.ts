import { endpoint, idParam } from '../../http.ts';
import { payrollRecapSchema } from './payroll-report.ts';

export const getPayrollRecapEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Payrolls/{id}/report',
  summary: "The payroll's recap: every earning and deduction summed per department, with the grand total.",
  params: idParam,
  response: payrollRecapSchema,
});
