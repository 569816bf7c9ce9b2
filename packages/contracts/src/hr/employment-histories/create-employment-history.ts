import { endpoint } from '../../http.ts';
import { employmentHistoryFieldsSchema, employmentHistorySchema } from './employment-history.ts';

export const createEmploymentHistoryEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/EmploymentHistories',
  summary: "Add an entry to an employee's history. A period overlapping another entry answers 409.",
  body: employmentHistoryFieldsSchema,
  response: employmentHistorySchema,
});
