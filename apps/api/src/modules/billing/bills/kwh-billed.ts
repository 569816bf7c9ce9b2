// The energy billed in a bill month: the kWh of its standing bills (an adjusted bill is replaced
// by its corrected one, a cancelled one counts nothing). Technical services' system loss reads it.
import { BillStatus } from '@ilaw/contracts/billing/enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function kwhBilledInPeriod(db: Kysely<Database>, period: string): Promise<string> {
  const r = await db
    .selectFrom('billing_bills as b')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('b.kwh'), eb.val('0')).as('kwh'))
    .where('m.period', '=', period)
    .where('b.status', '=', BillStatus.Posted)
    .executeTakeFirstOrThrow();
  return String(r.kwh);
}
