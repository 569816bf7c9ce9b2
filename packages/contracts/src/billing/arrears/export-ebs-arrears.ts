import { endpoint } from '../../http.ts';
import { listArrearsQuery } from './arrears.ts';

export const exportEbsArrearsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/ebs-arrears/export',
  summary: 'EBS Arrears of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: listArrearsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
