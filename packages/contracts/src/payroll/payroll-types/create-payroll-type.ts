import { endpoint } from '../../http.ts';
import { payrollTypeFieldsSchema, payrollTypeSchema } from './payroll-type.ts';

export const createPayrollTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payroll/types',
  summary: 'Add a payroll type. A name already used answers 409.',
  body: payrollTypeFieldsSchema,
  response: payrollTypeSchema,
});
