import { endpoint } from '../../http.ts';
import { listConnectionOrdersQuery } from './list-connection-orders.ts';

export const exportConnectionOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/connection-orders/export',
  summary: 'The connection orders of the given filters and sort as .xlsx (ConOrderExportReport; paging ignored).',
  query: listConnectionOrdersQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
