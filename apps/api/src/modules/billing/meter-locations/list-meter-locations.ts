import { listMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/list-meter-locations';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toConsumer } from '../consumers/consumer-queries.ts';
import { METER_LOCATION_READERS, meterLocationQuery } from './meter-location-queries.ts';

export const listMeterLocations = defineRoute({
  endpoint: listMeterLocationsEndpoint,
  access: METER_LOCATION_READERS,
  handler: ({ query, db }) => paginate(meterLocationQuery(db, query), query, toConsumer),
});
