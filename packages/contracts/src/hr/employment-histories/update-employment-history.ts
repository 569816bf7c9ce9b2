import { endpoint, idParam } from '../../http.ts';
import { employmentHistoryFieldsSchema, employmentHistorySchema } from './employment-history.ts';

export const updateEmploymentHistoryEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmploymentHistories/{id}',
  summary: 'Edit an entry. A period overlapping another entry answers 409.',
  params: idParam,
  body: employmentHistoryFieldsSchema,
  response: employmentHistorySchema,
});
