import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { employeeSchema } from './employee.ts';
import { branchCode, id, integer, searchText } from '../../primitives.ts';

export const listEmployeesQuery = pagingQuery.extend({
  /** Matches the start of the last name, first name or employee ID (each word). */
  search: searchText(100).optional(),
  departmentId: id().optional(),
  branchCode: branchCode().optional(),
  employeeStatus: integer(1, 6).optional(),
  employmentType: integer(1, 7).optional(),
});

export const listEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees',
  summary:
    'Paged employees, ordered by name. search: words matching the start of the last name, first name or employee ID; filters: department, branch, status, employment type.',
  query: listEmployeesQuery,
  response: pagedOf(employeeSchema),
});
