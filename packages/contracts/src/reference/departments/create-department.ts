import { endpoint } from '../../http.ts';
import { departmentFieldsSchema, departmentSchema } from '../departments.ts';

export const createDepartmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/departments',
  summary: 'Add a department.',
  body: departmentFieldsSchema,
  response: departmentSchema,
});
