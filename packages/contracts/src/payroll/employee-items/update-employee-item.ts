import { endpoint, idParam } from '../../http.ts';
import { employeeItemFieldsSchema, employeeItemSchema } from './employee-item.ts';

export const updateEmployeeItemEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/payroll/employee-items/{id}',
  summary:
    'Change a recurring payment or deduction (stop it with an end date or inactive). Once a submitted or posted payroll used it, its employee and kind are fixed and a principal cannot go below what was taken (409); payrolls already posted keep what they took.',
  params: idParam,
  body: employeeItemFieldsSchema,
  response: employeeItemSchema,
});
