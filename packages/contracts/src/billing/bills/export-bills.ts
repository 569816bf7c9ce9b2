import { endpoint } from '../../http.ts';
import { listBillsQuery } from './list-bills.ts';

export const exportBillsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills/export',
  summary: 'The bill list of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: listBillsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
