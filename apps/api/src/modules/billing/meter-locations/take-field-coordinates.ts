// Takes the confirmed consumers' coordinates from their latest field reading, under the route's
// lock, only where none are recorded: one set-based UPDATE and one audit entry. Twenty identical
// takes place them once; the others find nothing left and answer 409.
import { FIELD_COORDINATE_MESSAGES } from '@ilaw/contracts/billing/meter-locations/field-coordinates';
import { takeFieldCoordinatesEndpoint } from '@ilaw/contracts/billing/meter-locations/take-field-coordinates';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { fieldCoordinateProposals } from './field-coordinate-queries.ts';
import { METER_LOCATION_WRITERS } from './meter-location-queries.ts';

export const takeFieldCoordinates = defineRoute({
  endpoint: takeFieldCoordinatesEndpoint,
  access: METER_LOCATION_WRITERS,
  async handler({ body, db, actor }) {
    const chosen = [...new Set(body.consumerIds)];
    return db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'billing-route-sequence', body.routeId);
      const proposals = await fieldCoordinateProposals(trx, body.routeId, chosen);
      if (proposals.length === 0) throw conflict(FIELD_COORDINATE_MESSAGES.nothingPlaced);
      await sql`
        UPDATE billing_consumers c SET latitude = p.lat, longitude = p.lng, updated_at = now()
        FROM unnest(${proposals.map((p) => p.consumerId)}::int[], ${proposals.map((p) => p.latitude)}::numeric[],
                    ${proposals.map((p) => p.longitude)}::numeric[]) AS p(id, lat, lng)
        WHERE c.id = p.id AND c.latitude IS NULL`.execute(trx);
      await recordAudit(trx, actor, {
        entityType: 'billing-route',
        entityId: body.routeId,
        action: 'coordinates-from-field-readings',
        newValues: {
          placed: proposals.map((p) => ({ accountNo: p.accountNo, latitude: p.latitude, longitude: p.longitude })),
        },
      });
      return { placed: proposals.length, skipped: chosen.length - proposals.length };
    });
  },
});
