import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id, integer, searchText } from '../../primitives.ts';
import { annualSummarySchema } from './annual-summary.ts';

export const listAnnualSummariesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/annual-summaries',
  summary:
    "Each employee's year from the posted payrolls (the figures of BIR Form 2316): compensation by kind, the 13th month and its exempt part, contributions, taxable compensation, tax due on the annual table and tax withheld. Filters: employee, search (name or employee ID).",
  query: pagingQuery.extend({
    year: integer(2000, 2100),
    employeeId: id().optional(),
    search: searchText(100).optional(),
  }),
  response: pagedOf(annualSummarySchema),
});
