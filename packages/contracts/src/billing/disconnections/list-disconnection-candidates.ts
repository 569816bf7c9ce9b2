import { endpoint } from '../../http.ts';
import { candidatesQuery, candidatesResponse } from './disconnection.ts';

export const listDisconnectionCandidatesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/disconnections/candidates',
  summary:
    'Active consumers past due beyond the threshold in force (ledger balance of bills past their due date, after payments), by branch and route, in route sequence, with their open notice.',
  query: candidatesQuery,
  response: candidatesResponse,
});
