import { endpoint } from '../../http.ts';
import { listConnectionInspectionsQuery } from './list-connection-inspections.ts';

export const exportConnectionInspectionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/connection-inspections/export',
  summary: 'The PUE inspections of the given filters as .xlsx (paging ignored).',
  query: listConnectionInspectionsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
