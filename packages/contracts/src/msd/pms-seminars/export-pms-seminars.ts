import { endpoint } from '../../http.ts';
import { listPmsSeminarsQuery } from './list-pms-seminars.ts';

export const exportPmsSeminarsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/pms-seminars/export',
  summary: 'The pre-membership seminars of the given filters as .xlsx (paging ignored).',
  query: listPmsSeminarsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
