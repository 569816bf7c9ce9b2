import { endpoint } from '../../http.ts';
import { listServiceRequestsQuery } from './list-service-requests.ts';

const query = listServiceRequestsQuery.omit({ page: true, itemsPerPage: true });
const summary = 'The service request list of the given filters and sort as .xlsx (paging ignored).';

export const exportServiceRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/service-requests/export',
  summary,
  query,
  download: true,
});
