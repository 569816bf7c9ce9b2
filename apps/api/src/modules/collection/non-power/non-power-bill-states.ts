// The state of non-power bills another module issued (decision 081): technical services reads
// whether a transformer application's fees are paid, and the receipt that paid them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NonPowerBillState {
  billNo: string;
  status: 'Unpaid' | 'Paid';
  orNumber: string | null;
}

/** Bill no., paid or not, and the receipt of the payment, by bill id. */
export async function nonPowerBillStates(db: Db, ids: readonly number[]): Promise<Map<number, NonPowerBillState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection_non_power_bills as n')
    .leftJoin('collection_payments as p', 'p.id', 'n.payment_id')
    .select(['n.id', 'n.bill_no', 'n.status', 'p.or_number'])
    .where('n.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { billNo: r.bill_no, status: r.status, orNumber: r.or_number === null ? null : String(r.or_number) },
    ]),
  );
}
