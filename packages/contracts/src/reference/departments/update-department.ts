import { endpoint, idParam } from '../../http.ts';
import { departmentFieldsSchema, departmentSchema } from '../departments.ts';

export const updateDepartmentEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/departments/{id}',
  summary: 'Edit a department.',
  params: idParam,
  body: departmentFieldsSchema,
  response: departmentSchema,
});
