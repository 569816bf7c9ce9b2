import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { employmentHistorySchema } from './employment-history.ts';

export const listEmploymentHistoriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmploymentHistories',
  summary: 'Paged employment history entries, latest period first; filter by employee record id.',
  query: pagingQuery.extend({ employeeId: id().optional() }),
  response: pagedOf(employmentHistorySchema),
});
