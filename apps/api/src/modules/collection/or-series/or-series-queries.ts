import type { OrSeries } from '@ilaw/contracts/collection/or-series/or-series';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { usedOf } from '../tellers/teller-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function listSeries(db: Db, where: { tellerId?: number; id?: number } = {}): Promise<OrSeries[]> {
  let q = db
    .selectFrom('collection_or_series as s')
    .innerJoin('collection_tellers as t', 't.id', 's.teller_id')
    .leftJoin('users as u', 'u.id', 's.assigned_by')
    .select([
      's.id',
      's.teller_id',
      't.name',
      's.start_no',
      's.end_no',
      usedOf('s').as('used'),
      'u.full_name',
      's.created_at',
    ])
    .orderBy('t.name')
    .orderBy('s.start_no');
  if (where.tellerId !== undefined) q = q.where('s.teller_id', '=', where.tellerId);
  if (where.id !== undefined) q = q.where('s.id', '=', where.id);
  const rows = await q.execute();
  return rows.map((r) => {
    const used = Number(r.used);
    const next = r.start_no + used;
    return {
      id: r.id,
      tellerId: r.teller_id,
      tellerName: r.name,
      startNo: r.start_no,
      endNo: r.end_no,
      used,
      nextNo: next <= r.end_no ? next : null,
      assignedBy: r.full_name,
      createdAt: r.created_at.toISOString(),
    };
  });
}
