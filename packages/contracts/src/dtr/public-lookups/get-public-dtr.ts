import { endpoint } from '../../http.ts';
import { employeeDtrSchema } from '../records/daily-time-record.ts';
import { requestLookupQuery } from './public-lookup.ts';

export const requestDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/requests/DailyTimeRecord',
  summary: 'Public: my daily time record for a period, by Employee ID and date of birth.',
  query: requestLookupQuery,
  response: employeeDtrSchema,
});
