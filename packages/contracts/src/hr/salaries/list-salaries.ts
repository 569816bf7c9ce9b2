import { endpoint, isoDate, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { salarySchema } from './salary.ts';

export const listSalariesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Salaries',
  summary:
    'Paged salary entries, by employee name then latest effective date. Filters: employee record id, search (name or employee ID), currentOnly (the entry in effect on asOf, default today).',
  query: pagingQuery.extend({
    employeeId: id().optional(),
    search: searchText(100).optional(),
    currentOnly: queryBoolean.optional(),
    asOf: isoDate.optional(),
  }),
  response: pagedOf(salarySchema),
});
