// Recurring non-power bills (decision 057): schedules kept by NonPowerBill, and the generation of a
// bill month's installments, set-based and once (a lock per month orders two generators; the
// unique index on (schedule, month) backs it).
import type { NonPowerSchedule } from '@ilaw/contracts/collection/non-power-schedules/non-power-schedule';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Months from `first` to `period` (both YYYY-MM): 0 for the first month. */
export const monthIndex = (col: string) => sql.raw(`(substr(${col}, 1, 4)::int * 12 + substr(${col}, 6, 2)::int)`);

export async function loadSchedules(db: Db, id?: number): Promise<NonPowerSchedule[]> {
  let q = db
    .selectFrom('collection_non_power_schedules as s')
    .innerJoin('collection_non_power_types as t', 't.id', 's.type_id')
    .innerJoin('billing_consumers as c', 'c.id', 's.consumer_id')
    .select([
      's.id',
      's.type_id',
      't.name as type_name',
      's.consumer_id',
      'c.account_no',
      'c.name',
      's.description',
      's.amount',
      's.first_period',
      's.months',
      sql<number>`(SELECT count(*)::int FROM collection_non_power_bills n WHERE n.schedule_id = s.id)`.as('generated'),
    ])
    .orderBy('s.id', 'desc');
  if (id !== undefined) q = q.where('s.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    typeId: r.type_id,
    typeName: r.type_name,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    payerName: r.name,
    description: r.description,
    amount: r.amount,
    firstPeriod: r.first_period,
    months: r.months,
    generated: r.generated,
  }));
}
