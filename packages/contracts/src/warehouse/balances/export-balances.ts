import { endpoint } from '../../http.ts';
import { balancesQuery } from './balance.ts';

export const exportBalancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/balances/export',
  summary: 'Balance monitoring: balances as of a date as .xlsx.',
  query: balancesQuery,
  download: true,
});
