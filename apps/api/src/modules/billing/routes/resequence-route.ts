// Saves a route's reading order once: under the route's lock, the list must be exactly the route's
// consumers and differ from the stored order (so twenty identical saves write and audit once).
import { resequenceRouteEndpoint } from '@ilaw/contracts/billing/routes/resequence-route';
import { ROUTE_SEQUENCE_MESSAGES } from '@ilaw/contracts/billing/routes/route-sequence';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { walkDistanceM } from '../compute/nearest-neighbour.ts';
import { METER_LOCATION_WRITERS } from '../meter-locations/meter-location-queries.ts';
import { routeStops } from './route-sequence-queries.ts';

export const resequenceRoute = defineRoute({
  endpoint: resequenceRouteEndpoint,
  access: METER_LOCATION_WRITERS,
  async handler({ params, body, db, actor }) {
    const wanted = body.consumerIds;
    const stops = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'billing-route-sequence', params.id);
      const current = await routeStops(trx, params.id);
      const before = current.map((s) => s.id);
      const sameSet =
        new Set(wanted).size === wanted.length &&
        wanted.length === before.length &&
        [...wanted].sort((a, b) => a - b).join() === [...before].sort((a, b) => a - b).join();
      if (!sameSet) throw conflict(ROUTE_SEQUENCE_MESSAGES.changed);
      // Unchanged only when the stored sequence already numbers them 1..n in this order.
      const stored = await trx
        .selectFrom('billing_consumers')
        .select(['id', 'sequence'])
        .where('route_id', '=', params.id)
        .execute();
      const sequenceOf = new Map(stored.map((r) => [r.id, r.sequence]));
      if (wanted.every((id, i) => sequenceOf.get(id) === i + 1)) throw conflict(ROUTE_SEQUENCE_MESSAGES.unchanged);
      await sql`
        UPDATE billing_consumers c SET sequence = n.seq, updated_at = now()
        FROM unnest(${wanted}::int[]) WITH ORDINALITY AS n(id, seq)
        WHERE c.id = n.id AND c.route_id = ${params.id}`.execute(trx);
      await recordAudit(trx, actor, {
        entityType: 'billing-route',
        entityId: params.id,
        action: 'resequenced',
        oldValues: { consumerIds: before },
        newValues: { consumerIds: wanted },
      });
      const byId = new Map(current.map((s) => [s.id, s]));
      return wanted.map((id) => byId.get(id)!);
    });
    return { routeId: params.id, consumerIds: wanted, distanceM: Math.round(walkDistanceM(stops)) };
  },
});
