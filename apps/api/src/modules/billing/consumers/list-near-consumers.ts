import { nearConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-near-consumers';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { BILLING_VIEW } from '../access.ts';
import { consumerByAccount, consumerQuery, toConsumer } from './consumer-queries.ts';

const EARTH_RADIUS_M = 6_371_000;

export const nearConsumers = defineRoute({
  endpoint: nearConsumersEndpoint,
  access: BILLING_VIEW,
  async handler({ params, query, db }) {
    const origin = await consumerByAccount(db, params.accountNo);
    if (origin.latitude === null || origin.longitude === null) {
      throw fieldError('accountNo', 'This consumer has no recorded coordinates.');
    }
    // Bounding box on the (latitude, longitude) index, then the exact haversine distance.
    const lat = Number(origin.latitude);
    const lng = Number(origin.longitude);
    const dLat = (query.radius / EARTH_RADIUS_M) * (180 / Math.PI);
    const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const distance = sql<number>`(2 * ${EARTH_RADIUS_M} * asin(sqrt(
        power(sin(radians(c.latitude::float8 - ${lat}) / 2), 2) +
        cos(radians(${lat})) * cos(radians(c.latitude::float8)) * power(sin(radians(c.longitude::float8 - ${lng}) / 2), 2))))`;
    const rows = await db
      .selectFrom(
        consumerQuery(db)
          .select(distance.as('distance'))
          .where('c.latitude', '>=', String(lat - dLat))
          .where('c.latitude', '<=', String(lat + dLat))
          .where('c.longitude', '>=', String(lng - dLng))
          .where('c.longitude', '<=', String(lng + dLng))
          .where('c.id', '<>', origin.id)
          .as('x'),
      )
      .selectAll()
      .where('x.distance', '<=', query.radius)
      .orderBy('x.distance')
      .orderBy('x.account_no')
      .limit(query.limit)
      .execute();
    return rows.map((r) => ({ ...toConsumer(r), distanceMeters: Math.round(Number(r.distance) * 10) / 10 }));
  },
});
