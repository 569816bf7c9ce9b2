import type { listConnectionInspectionsQuery } from '@ilaw/contracts/msd/connection-inspections/list-connection-inspections';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { likePrefix } from '../service-requests/service-request-queries.ts';

export type InspectionFilter = Omit<z.output<typeof listConnectionInspectionsQuery>, 'page' | 'itemsPerPage'>;

/** Ids of the inspections of the filter, latest first, and their count. */
function filtered(db: Kysely<Database>, f: InspectionFilter) {
  let q = db
    .selectFrom('msd_connection_inspections as i')
    .innerJoin('msd_connection_applications as a', 'a.id', 'i.application_id');
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    q = q.where(sql<boolean>`(lower(a.application_no) LIKE ${term} OR lower(a.applicant_name) LIKE ${term})`);
  }
  if (f.result !== undefined) q = q.where('i.result', '=', f.result);
  if (f.dateFrom !== undefined) q = q.where('i.inspected_on', '>=', f.dateFrom);
  if (f.dateTo !== undefined) q = q.where('i.inspected_on', '<=', f.dateTo);
  return q;
}

export async function inspectionIds(db: Kysely<Database>, f: InspectionFilter, offset: number, limit: number) {
  const rows = await filtered(db, f)
    .select('i.id')
    .orderBy('i.inspected_on', 'desc')
    .orderBy('i.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function countInspections(db: Kysely<Database>, f: InspectionFilter): Promise<number> {
  const r = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
