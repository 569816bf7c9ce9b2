import type { listPmsSeminarsQuery } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { seminarQuery } from './pms-seminar-queries.ts';

export type SeminarFilter = Omit<z.output<typeof listPmsSeminarsQuery>, 'page' | 'itemsPerPage'>;

export function seminarListQuery(db: Kysely<Database>, f: SeminarFilter) {
  let q = seminarQuery(db);
  if (f.branchCode !== undefined) q = q.where('s.branch_code', '=', f.branchCode);
  if (f.dateFrom !== undefined) q = q.where('s.seminar_date', '>=', f.dateFrom);
  if (f.dateTo !== undefined) q = q.where('s.seminar_date', '<=', f.dateTo);
  return q.orderBy('s.seminar_date', 'desc').orderBy('s.id', 'desc');
}

export async function countSeminars(db: Kysely<Database>, f: SeminarFilter): Promise<number> {
  let q = db.selectFrom('msd_pms_seminars as s').select((eb) => eb.fn.countAll<number>().as('n'));
  if (f.branchCode !== undefined) q = q.where('s.branch_code', '=', f.branchCode);
  if (f.dateFrom !== undefined) q = q.where('s.seminar_date', '>=', f.dateFrom);
  if (f.dateTo !== undefined) q = q.where('s.seminar_date', '<=', f.dateTo);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
