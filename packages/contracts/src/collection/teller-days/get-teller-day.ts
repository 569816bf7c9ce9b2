import { endpoint, idParam } from '../../http.ts';
import { dcrSchema } from './teller-day.ts';

export const getTellerDayEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/teller-days/{id}',
  summary:
    'The Daily Collection Report of a teller day: totals per GL account, power and non-power payments, advances, cancelled ORs, checks, 2307s and the count.',
  params: idParam,
  response: dcrSchema,
});
