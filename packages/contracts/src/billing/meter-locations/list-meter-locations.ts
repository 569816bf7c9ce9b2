import { endpoint, pagedOf } from '../../http.ts';
import { consumerSchema } from '../consumers/consumer.ts';
import { listMeterLocationsQuery } from './meter-location.ts';

export const listMeterLocationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-locations',
  summary:
    "Consumers with their meter's coordinates: search (start of account no. or name), branch, route (in reading sequence), located or missing. By account number otherwise.",
  query: listMeterLocationsQuery,
  response: pagedOf(consumerSchema),
});
