import { endpoint } from '../../http.ts';
import { listLeaveBalancesQuery } from './list-leave-balances.ts';

export const exportLeaveBalancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/balances/export',
  summary:
    "Employee Leaves as .xlsx: every employee's balance per leave type (those that earn) and days without pay for a fiscal year, with the list's search and sort (paging ignored).",
  query: listLeaveBalancesQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
