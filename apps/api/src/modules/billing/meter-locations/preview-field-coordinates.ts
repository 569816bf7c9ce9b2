// What "From the readers' phones" would place on a route: see field-coordinates.ts (contracts).
import { previewFieldCoordinatesEndpoint } from '@ilaw/contracts/billing/meter-locations/preview-field-coordinates';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldCoordinateProposals } from './field-coordinate-queries.ts';
import { METER_LOCATION_WRITERS } from './meter-location-queries.ts';

export const previewFieldCoordinates = defineRoute({
  endpoint: previewFieldCoordinatesEndpoint,
  access: METER_LOCATION_WRITERS,
  async handler({ query, db }) {
    const missing = await db
      .selectFrom('billing_consumers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('route_id', '=', query.routeId)
      .where('latitude', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      routeId: query.routeId,
      missing: Number(missing.n),
      proposals: await fieldCoordinateProposals(db, query.routeId),
    };
  },
});
