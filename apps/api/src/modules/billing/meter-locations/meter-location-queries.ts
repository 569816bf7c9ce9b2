// The consumers of the Meter Locations list and its export: the list's filters over the consumer
// query, a route's consumers in reading sequence, everyone else by account number.
import type { listMeterLocationsQuery } from '@ilaw/contracts/billing/meter-locations/meter-location';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { consumerQuery } from '../consumers/consumer-queries.ts';
import { BILLING_VIEW, anyRoleOf } from '../access.ts';

/** Who reads locations: billing's readers and the MeterLocations role. */
export const METER_LOCATION_READERS = anyRoleOf(BILLING_VIEW, anyRole('MeterLocations'));
/** Who uploads coordinates. */
export const METER_LOCATION_WRITERS = anyRole('MeterLocations', 'BillingReport');

type Filters = Omit<z.output<typeof listMeterLocationsQuery>, 'page' | 'itemsPerPage'>;

export function meterLocationQuery(db: Kysely<Database>, filters: Filters) {
  let q = consumerQuery(db);
  if (filters.search) {
    const like = `${filters.search.toLowerCase()}%`;
    q = q.where((w) => w.or([w(sql`lower(c.account_no)`, 'like', like), w(sql`lower(c.name)`, 'like', like)]));
  }
  if (filters.branchCode !== undefined) q = q.where('c.branch_code', '=', filters.branchCode);
  if (filters.routeId !== undefined) q = q.where('c.route_id', '=', filters.routeId);
  if (filters.located === 'located') q = q.where('c.latitude', 'is not', null);
  if (filters.located === 'missing') q = q.where('c.latitude', 'is', null);
  return filters.routeId !== undefined
    ? q.orderBy(sql`c.sequence NULLS LAST`).orderBy('c.account_no')
    : q.orderBy('c.account_no');
}
