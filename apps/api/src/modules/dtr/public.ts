// What the time module offers other modules (decision 006): the signed-in user's own employee
// record, and recomputing stored DTR days when something they depend on (leave) changes.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
export { ownEmployee } from './scope.ts';
export { recomputeStoredDtr } from './recompute-stored.ts';
export { dtrPeriodSummaries, type DtrPeriodSummary, type PremiumDay } from './payroll-summary.ts';

/** Holiday dates (Manila calendar days) from `first` to `last`, for other modules' working-day clocks. */
export async function holidayDatesBetween(
  db: Kysely<Database> | Transaction<Database>,
  first: string,
  last: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('holidays')
    .select('holiday_date')
    .where('holiday_date', '>=', first)
    .where('holiday_date', '<=', last)
    .execute();
  return rows.map((r) => r.holiday_date);
}
