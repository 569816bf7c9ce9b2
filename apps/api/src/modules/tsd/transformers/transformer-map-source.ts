// The map's transformer layer and the pole form's transformer lookup (docs/decisions/112).
import { sql, type Kysely } from 'kysely';
import type { MapSource } from '../../../platform/db/grid-clusters.ts';
import type { Database } from '../../../platform/db/schema.ts';

export function transformerMapSource(filters: { branchCode?: number | undefined } = {}): MapSource {
  const conditions = [sql<boolean>`t.latitude IS NOT NULL AND t.longitude IS NOT NULL`];
  if (filters.branchCode !== undefined) conditions.push(sql`t.branch_code = ${filters.branchCode}`);
  return {
    from: sql`tsd_transformers t`,
    id: sql`t.id`,
    latitude: sql`t.latitude`,
    longitude: sql`t.longitude`,
    where: sql.join(conditions, sql` AND `),
    label: sql`t.serial_no`,
    detail: sql`trim(to_char(t.kva, 'FM9990.9'), '.') || ' kVA' || coalesce(', pole ' || t.pole_no, '')`,
    status: sql`t.mounting`,
    accountNo: sql`NULL::text`,
    matches: (like) => sql`(lower(t.serial_no) LIKE ${like} OR lower(t.pole_no) LIKE ${like})`,
  };
}

/** A transformer's id by its serial number (any case), or null. */
export async function transformerIdBySerial(db: Kysely<Database>, serialNo: string): Promise<number | null> {
  const row = await db
    .selectFrom('tsd_transformers')
    .select('id')
    .where(sql`lower(serial_no)`, '=', serialNo.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Mounted transformers with coordinates: where demo poles stand. */
export async function mountedTransformerPlaces(db: Kysely<Database>) {
  return db
    .selectFrom('tsd_transformers')
    .select(['id', 'branch_code', 'pole_no', 'latitude', 'longitude'])
    .where('mounting', '=', 'Mounted')
    .where('latitude', 'is not', null)
    .orderBy('id')
    .execute();
}
