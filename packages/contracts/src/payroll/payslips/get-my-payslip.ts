import { endpoint, idParam } from '../../http.ts';
import { payslipSchema } from './payslip.ts';

export const getMyPayslipEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/payslips/{id}',
  summary:
    "The signed-in employee's own payslip of payroll {id}; 404 for another's, or before the payroll is approved and posted.",
  params: idParam,
  response: payslipSchema,
});
