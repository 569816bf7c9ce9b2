import type { BillingRoute } from '@ilaw/contracts/billing/routes/route';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/** Routes with their reader's name and consumer count, as every route answer shows them. */
export function routeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_routes as r')
    .leftJoin('billing_meter_readers as m', 'm.id', 'r.meter_reader_id')
    .select([
      'r.id',
      'r.branch_code',
      'r.code',
      'r.name',
      'r.meter_reader_id',
      'm.name as reader_name',
      'r.reading_day',
      'r.is_active',
      sql<number>`(SELECT count(*)::int FROM billing_consumers c WHERE c.route_id = r.id)`.as('consumer_count'),
    ]);
}

type RouteRow = Awaited<ReturnType<ReturnType<typeof routeQuery>['executeTakeFirstOrThrow']>>;

export const toRoute = (r: RouteRow): BillingRoute => ({
  id: r.id,
  branchCode: r.branch_code,
  code: r.code,
  name: r.name,
  meterReaderId: r.meter_reader_id,
  meterReaderName: r.reader_name,
  readingDay: r.reading_day,
  isActive: r.is_active,
  consumerCount: Number(r.consumer_count),
});
