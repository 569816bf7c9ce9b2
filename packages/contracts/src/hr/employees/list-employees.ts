import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { employeeSchema } from './employee.ts';
import { branchCode, id, integer, searchText } from '../../primitives.ts';
import { sortQuery } from '../../platform/list-sort.ts';

/** Columns the employee list sorts by (the web table's sortable headers). */
export const EMPLOYEE_SORT_COLUMNS = [
  'employeeId',
  'name',
  'department',
  'branch',
  'employmentType',
  'dateHired',
  'status',
] as const;

export const listEmployeesQuery = pagingQuery.extend({
  ...sortQuery(EMPLOYEE_SORT_COLUMNS).shape,
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
    'Paged employees, ordered by name unless sort names a column. search: words matching the start of the last name, first name or employee ID; filters: department, branch, status, employment type.',
  query: listEmployeesQuery,
  response: pagedOf(employeeSchema),
});
