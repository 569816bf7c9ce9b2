import { endpoint, idParam } from '../../http.ts';
import { payrollTypeFieldsSchema, payrollTypeSchema } from './payroll-type.ts';

export const updatePayrollTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/payroll/types/{id}',
  summary:
    'Change a payroll type. Its kind and frequency are fixed once a payroll uses it (409); it can still be renamed or retired.',
  params: idParam,
  body: payrollTypeFieldsSchema,
  response: payrollTypeSchema,
});
