import { endpoint } from '../../http.ts';
import { listConsumersQuery } from './list-consumers.ts';

export const exportConsumersEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/Consumer/export',
  summary: 'The consumer list of the given search, filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: listConsumersQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
