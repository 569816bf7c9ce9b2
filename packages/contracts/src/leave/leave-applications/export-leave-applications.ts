import { endpoint } from '../../http.ts';
import { leaveApplicationsQuery } from './list-leave-applications.ts';

export const exportLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leave-applications/export',
  summary: 'The leave applications of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: leaveApplicationsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
