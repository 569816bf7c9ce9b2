import { endpoint } from '../../http.ts';
import { listEmployeesQuery } from './list-employees.ts';

export const exportEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/export',
  summary: 'The employee list of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: listEmployeesQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
