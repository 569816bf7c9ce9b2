import { endpoint } from '../../http.ts';
import { listAdjustmentRequestsQuery } from './list-adjustment-requests.ts';

export const exportAdjustmentRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/adjustment-requests/export',
  summary:
    'The bill adjustment requests of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: listAdjustmentRequestsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
