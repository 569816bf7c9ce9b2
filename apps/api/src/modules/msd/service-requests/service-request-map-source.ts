// The map's service request layer (docs/decisions/112): requests filed with coordinates.
import type { ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import { sql } from 'kysely';
import type { MapSource } from '../../../platform/db/grid-clusters.ts';

export function serviceRequestMapSource(
  filters: { branchCode?: number | undefined; status?: ServiceRequestStatus | undefined } = {},
): MapSource {
  const conditions = [sql<boolean>`r.latitude IS NOT NULL AND r.longitude IS NOT NULL`];
  if (filters.branchCode !== undefined) conditions.push(sql`r.branch_code = ${filters.branchCode}`);
  if (filters.status !== undefined) conditions.push(sql`r.status = ${filters.status}`);
  return {
    from: sql`msd_service_requests r JOIN msd_service_request_types ty ON ty.id = r.type_id`,
    id: sql`r.id`,
    latitude: sql`r.latitude`,
    longitude: sql`r.longitude`,
    where: sql.join(conditions, sql` AND `),
    label: sql`r.request_no`,
    detail: sql`ty.name || coalesce(': ' || r.consumer_name, '')`,
    status: sql`r.status`,
    accountNo: sql`r.account_no`,
    matches: (like) => sql`lower(r.request_no) LIKE ${like}`,
  };
}
