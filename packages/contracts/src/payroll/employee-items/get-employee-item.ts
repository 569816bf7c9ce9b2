import { endpoint, idParam } from '../../http.ts';
import { employeeItemDetailSchema } from './employee-item.ts';

export const getEmployeeItemEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/employee-items/{id}',
  summary: 'One recurring payment or deduction with every payroll that used it (a loan: its schedule and balance).',
  params: idParam,
  response: employeeItemDetailSchema,
});
