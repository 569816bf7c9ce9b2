import type { MeterReader } from '@ilaw/contracts/billing/meter-readers/meter-reader';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export function readerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_meter_readers as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'u.username',
      'm.name',
      'm.branch_code',
      'm.is_active',
      sql<number>`(SELECT count(*)::int FROM billing_routes r WHERE r.meter_reader_id = m.id)`.as('route_count'),
    ]);
}

type ReaderRow = Awaited<ReturnType<ReturnType<typeof readerQuery>['executeTakeFirstOrThrow']>>;

export const toReader = (r: ReaderRow): MeterReader => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  name: r.name,
  branchCode: r.branch_code,
  isActive: r.is_active,
  routeCount: Number(r.route_count),
});
