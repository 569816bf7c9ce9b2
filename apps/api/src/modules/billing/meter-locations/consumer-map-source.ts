// The map's consumer layer (docs/decisions/112): located consumers with the map's filters.
import { ACCOUNT_STATUS, type ConsumerClassCode } from '@ilaw/contracts/billing/enums';
import { sql } from 'kysely';
import type { MapSource } from '../../../platform/db/grid-clusters.ts';

export interface ConsumerMapFilters {
  branchCode?: number | undefined;
  routeId?: number | undefined;
  consumerClass?: ConsumerClassCode | undefined;
  accountStatus?: keyof typeof ACCOUNT_STATUS | undefined;
}

const statusName = sql<string>`CASE c.account_status ${sql.join(
  Object.entries(ACCOUNT_STATUS).map(([name, s]) => sql`WHEN ${sql.lit(s.value)} THEN ${sql.lit(name)}`),
  sql` `,
)} END`;

export function consumerMapSource(filters: ConsumerMapFilters = {}): MapSource {
  const conditions = [sql<boolean>`c.latitude IS NOT NULL AND c.longitude IS NOT NULL`];
  if (filters.branchCode !== undefined) conditions.push(sql`c.branch_code = ${filters.branchCode}`);
  if (filters.routeId !== undefined) conditions.push(sql`c.route_id = ${filters.routeId}`);
  if (filters.consumerClass !== undefined) conditions.push(sql`c.consumer_class = ${filters.consumerClass}`);
  if (filters.accountStatus !== undefined)
    conditions.push(sql`c.account_status = ${ACCOUNT_STATUS[filters.accountStatus].value}`);
  return {
    from: sql`billing_consumers c`,
    id: sql`c.id`,
    latitude: sql`c.latitude`,
    longitude: sql`c.longitude`,
    where: sql.join(conditions, sql` AND `),
    label: sql`c.account_no`,
    detail: sql`c.name`,
    status: statusName,
    accountNo: sql`c.account_no`,
    matches: (like) => sql`(lower(c.account_no) LIKE ${like} OR lower(c.name) LIKE ${like})`,
  };
}
