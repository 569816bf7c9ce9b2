import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { fiscalYearSchema } from '../fiscal-years.ts';

export const listFiscalYearsEndpoint = endpoint({
  method: 'GET',
  path: '/api/FiscalYears',
  summary: 'Paged fiscal years, newest first.',
  query: pagingQuery,
  response: pagedOf(fiscalYearSchema),
});
