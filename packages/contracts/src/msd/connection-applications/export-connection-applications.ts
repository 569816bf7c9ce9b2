import { endpoint } from '../../http.ts';
import { listConnectionApplicationsQuery } from './list-connection-applications.ts';

export const exportConnectionApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/connection-applications/export',
  summary: 'The new connection applications of the given filters and sort as .xlsx (paging ignored).',
  query: listConnectionApplicationsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
