import { getNearestNeighbourOrderEndpoint } from '@ilaw/contracts/billing/routes/get-nearest-neighbour-order';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { nearestNeighbourOrder, walkDistanceM } from '../compute/nearest-neighbour.ts';
import { METER_LOCATION_READERS } from '../meter-locations/meter-location-queries.ts';
import { routeStops } from './route-sequence-queries.ts';

export const getNearestNeighbourOrder = defineRoute({
  endpoint: getNearestNeighbourOrderEndpoint,
  access: METER_LOCATION_READERS,
  async handler({ params, db }) {
    const stops = await routeStops(db, params.id);
    const consumerIds = nearestNeighbourOrder(stops);
    const byId = new Map(stops.map((s) => [s.id, s]));
    return {
      routeId: params.id,
      consumerIds,
      distanceM: Math.round(walkDistanceM(consumerIds.map((id) => byId.get(id)!))),
    };
  },
});
