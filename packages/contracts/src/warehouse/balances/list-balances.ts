import { endpoint } from '../../http.ts';
import { balancesPageSchema, listBalancesQuery } from './balance.ts';

export const listBalancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/balances',
  summary: 'Balances per material and location as of a date, with the total value of all that match.',
  query: listBalancesQuery,
  response: balancesPageSchema,
});
