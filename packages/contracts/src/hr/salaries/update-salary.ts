import { endpoint, idParam } from '../../http.ts';
import { salaryFieldsSchema, salarySchema } from './salary.ts';

export const updateSalaryEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/Salaries/{id}',
  summary: 'Correct a salary entry (kept in the audit trail).',
  params: idParam,
  body: salaryFieldsSchema,
  response: salarySchema,
});
