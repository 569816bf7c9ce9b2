import { endpoint } from '../../http.ts';
import { salaryFieldsSchema, salarySchema } from './salary.ts';

export const createSalaryEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Salaries',
  summary: 'Record a salary taking effect on a date. A second entry on the same date answers 409.',
  body: salaryFieldsSchema,
  response: salarySchema,
});
