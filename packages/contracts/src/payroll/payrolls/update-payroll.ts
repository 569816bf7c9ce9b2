import { endpoint, idParam } from '../../http.ts';
import { payrollFieldsSchema, payrollSchema } from './payroll.ts';

export const updatePayrollEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/Payrolls/{id}',
  summary: 'Change a draft payroll (its lines are dropped: generate it again). Other statuses answer 409.',
  params: idParam,
  body: payrollFieldsSchema,
  response: payrollSchema,
});
