// The map's transformer layer and the pole form's transformer lookup (docs/decisions/112).
import type { TransformerMapGroup } from '@ilaw/contracts/tsd/enums';
import { sql, type Kysely } from 'kysely';
import type { MapSource } from '../../../platform/db/grid-clusters.ts';
import type { Database } from '../../../platform/db/schema.ts';

/** The group's SQL: mounted by the latest load reading's flag (the lateral join `l`), else dismounted. */
const groupOf = sql<string>`CASE WHEN t.mounting = 'Dismounted' THEN 'Dismounted'
  WHEN l.flag = 'Overload' THEN 'Overloaded' WHEN l.flag = 'Underload' THEN 'Underloaded'
  WHEN l.flag = 'Normal' THEN 'Normal' ELSE 'NotRead' END`;

export function transformerMapSource(
  filters: { branchCode?: number | undefined; group?: TransformerMapGroup | undefined } = {},
): MapSource {
  const conditions = [sql<boolean>`t.latitude IS NOT NULL AND t.longitude IS NOT NULL`];
  if (filters.branchCode !== undefined) conditions.push(sql`t.branch_code = ${filters.branchCode}`);
  if (filters.group !== undefined) conditions.push(sql`${groupOf} = ${filters.group}`);
  return {
    // The latest reading per transformer: one backward probe of UNIQUE (transformer_id, read_at).
    from: sql`tsd_transformers t LEFT JOIN LATERAL (
      SELECT r.flag FROM tsd_load_readings r WHERE r.transformer_id = t.id ORDER BY r.read_at DESC LIMIT 1
    ) l ON true`,
    id: sql`t.id`,
    latitude: sql`t.latitude`,
    longitude: sql`t.longitude`,
    where: sql.join(conditions, sql` AND `),
    label: sql`t.serial_no`,
    detail: sql`trim(to_char(t.kva, 'FM9990.9'), '.') || ' kVA' || coalesce(', pole ' || t.pole_no, '')`,
    status: groupOf,
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
