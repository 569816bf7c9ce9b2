import { endpoint, idParam } from '../../http.ts';
import { payrollSchema } from './payroll.ts';

export const getPayrollEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Payrolls/{id}',
  summary: 'One payroll with its totals and the state of its generation.',
  params: idParam,
  response: payrollSchema,
});
