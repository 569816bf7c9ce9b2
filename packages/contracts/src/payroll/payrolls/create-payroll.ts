import { endpoint } from '../../http.ts';
import { payrollFieldsSchema, payrollSchema } from './payroll.ts';

export const createPayrollEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Payrolls',
  summary:
    'Create a draft payroll: a type, a period and a pay date for a set of employees. The same type, period and employees twice answers 409.',
  body: payrollFieldsSchema,
  response: payrollSchema,
});
