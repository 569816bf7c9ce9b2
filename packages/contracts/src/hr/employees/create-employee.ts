import { endpoint } from '../../http.ts';
import { employeeFieldsSchema, employeeSchema } from './employee.ts';

export const createEmployeeEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Employees',
  summary: 'Create an employee record. A duplicate employee ID, biometric ID or linked user answers 409.',
  body: employeeFieldsSchema,
  response: employeeSchema,
});
