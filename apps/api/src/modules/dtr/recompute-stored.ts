// When something a stored DTR day was computed from changes (a leave approved or cancelled, a new
// schedule assignment), the employee's days already stored in the affected range are recomputed:
// reads serve stored days as stored, while days never stored are computed on the fly anyway.
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { computeDtr } from './compute.ts';

export async function recomputeStoredDtr(
  trx: Transaction<Database>,
  employeeId: number,
  from: string,
  to: string,
): Promise<void> {
  const span = await trx
    .selectFrom('daily_time_records')
    .select((eb) => [eb.fn.min('record_date').as('first'), eb.fn.max('record_date').as('last')])
    .where('employee_id', '=', employeeId)
    .where('record_date', '>=', from)
    .where('record_date', '<=', to)
    .executeTakeFirst();
  if (span?.first && span.last) await computeDtr(trx, [employeeId], String(span.first), String(span.last));
}

/** Everyone's days stored on `date` (a holiday added or removed), recomputed in one pass. */
export async function recomputeStoredDate(trx: Transaction<Database>, date: string): Promise<void> {
  const rows = await trx
    .selectFrom('daily_time_records')
    .select('employee_id')
    .where('record_date', '=', date)
    .execute();
  if (rows.length > 0) await computeDtr(trx, [...new Set(rows.map((r) => r.employee_id))], date, date);
}
