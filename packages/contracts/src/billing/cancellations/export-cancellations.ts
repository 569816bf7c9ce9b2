import { endpoint } from '../../http.ts';
import { listCancellationsQuery } from './list-cancellations.ts';

export const exportCancellationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/cancellation-requests/export',
  summary:
    'The bill cancellation requests of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: listCancellationsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
