// A route's consumers in reading order, for the re-sequencing endpoints (docs/decisions/112).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { Stop } from '../compute/nearest-neighbour.ts';

export const ROUTE_NOT_FOUND = 'The route was not found.';

/** The route's consumers as the Route view lists them: sequence, then account number. */
export async function routeStops(db: Kysely<Database>, routeId: number): Promise<Stop[]> {
  const route = await db.selectFrom('billing_routes').select('id').where('id', '=', routeId).executeTakeFirst();
  if (!route) throw notFound(ROUTE_NOT_FOUND);
  const rows = await db
    .selectFrom('billing_consumers')
    .select(['id', 'latitude', 'longitude'])
    .where('route_id', '=', routeId)
    .orderBy(sql`sequence NULLS LAST`)
    .orderBy('account_no')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
  }));
}
