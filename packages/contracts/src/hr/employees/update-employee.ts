import { endpoint, idParam } from '../../http.ts';
import { employeeFieldsSchema, employeeSchema } from './employee.ts';

export const updateEmployeeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/Employees/{id}',
  summary: 'Edit an employee record (every field). Changes are kept in the record history.',
  params: idParam,
  body: employeeFieldsSchema,
  response: employeeSchema,
});
