// Poles: the list's query, the record's shape, the map layer (docs/decisions/112).
import type { Pole, poleFilters } from '@ilaw/contracts/gis/poles/pole';
import { POLE_MESSAGES } from '@ilaw/contracts/gis/poles/pole';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { MapSource } from '../../../platform/db/grid-clusters.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';

type Filters = z.output<typeof poleFilters>;

export function poleQuery(db: Kysely<Database>) {
  return db
    .selectFrom('gis_poles as p')
    .leftJoin('tsd_transformers as t', 't.id', 'p.transformer_id')
    .innerJoin('users as u', 'u.id', 'p.gathered_by')
    .select([
      'p.id',
      'p.pole_no',
      'p.pole_type',
      'p.height_ft',
      'p.branch_code',
      'p.latitude',
      'p.longitude',
      'p.transformer_id',
      't.serial_no as transformer_serial_no',
      'p.photo_file_id',
      'p.remarks',
      'p.gathered_on',
      'u.username as gathered_by_name',
      'p.updated_at',
    ]);
}

export function filteredPoles(db: Kysely<Database>, f: Filters) {
  let q = poleQuery(db);
  if (f.search)
    q = q.where(sql`lower(p.pole_no)`, 'like', `${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  if (f.branchCode !== undefined) q = q.where('p.branch_code', '=', f.branchCode);
  if (f.poleType !== undefined) q = q.where('p.pole_type', '=', f.poleType);
  if (f.carrying === 'transformer') q = q.where('p.transformer_id', 'is not', null);
  if (f.carrying === 'none') q = q.where('p.transformer_id', 'is', null);
  if (f.transformerId !== undefined) q = q.where('p.transformer_id', '=', f.transformerId);
  return q.orderBy('p.id', 'desc');
}

type PoleRow = Awaited<ReturnType<ReturnType<typeof poleQuery>['executeTakeFirstOrThrow']>>;

export const toPole = (r: PoleRow): Pole => ({
  id: r.id,
  poleNo: r.pole_no,
  poleType: r.pole_type,
  heightFt: r.height_ft,
  branchCode: r.branch_code,
  latitude: r.latitude,
  longitude: r.longitude,
  transformerId: r.transformer_id,
  transformerSerialNo: r.transformer_serial_no,
  hasPhoto: r.photo_file_id !== null,
  remarks: r.remarks,
  gatheredOn: r.gathered_on,
  gatheredBy: r.gathered_by_name,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function loadPole(db: Kysely<Database>, id: number): Promise<Pole> {
  const row = await poleQuery(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(POLE_MESSAGES.notFound);
  return toPole(row);
}

/** A second pole with the number in the branch (the unique index) answers 409. */
export function poleTaken(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw conflict(POLE_MESSAGES.taken, 'poleNo');
  throw error;
}

export function poleMapSource(filters: { branchCode?: number | undefined } = {}): MapSource {
  return {
    from: sql`gis_poles p LEFT JOIN tsd_transformers t ON t.id = p.transformer_id`,
    id: sql`p.id`,
    latitude: sql`p.latitude`,
    longitude: sql`p.longitude`,
    where: filters.branchCode === undefined ? sql`true` : sql`p.branch_code = ${filters.branchCode}`,
    label: sql`p.pole_no`,
    detail: sql`p.pole_type || ', ' || trim(to_char(p.height_ft, 'FM990.0')) || ' ft' || coalesce(', carries ' || t.serial_no, '')`,
    status: sql`CASE WHEN p.transformer_id IS NULL THEN NULL ELSE 'Transformer' END`,
    accountNo: sql`NULL::text`,
    matches: (like) => sql`lower(p.pole_no) LIKE ${like}`,
  };
}
