import { endpoint } from '../../http.ts';
import { employeeItemFieldsSchema, employeeItemSchema } from './employee-item.ts';

export const createEmployeeItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payroll/employee-items',
  summary:
    'Give an employee an allowance, a recurring deduction, a loan, or a one-time amount for a draft payroll (409 otherwise). Payroll generation reads them.',
  body: employeeItemFieldsSchema,
  response: employeeItemSchema,
});
