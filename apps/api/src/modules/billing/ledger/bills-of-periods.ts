import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

// Channel uploads (collection, decision 056) match thousands of lines at once: consumers by
// account number and each consumer's standing bill of a bill month, in two queries.

type Db = Kysely<Database> | Transaction<Database>;

/** Consumer ids by account number (as written), for the numbers that exist. */
export async function consumerIdsByAccountNo(db: Db, accountNos: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const unique = [...new Set(accountNos)];
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db
      .selectFrom('billing_consumers')
      .select(['id', 'account_no'])
      .where('account_no', 'in', unique.slice(i, i + 5000))
      .execute();
    for (const r of rows) out.set(r.account_no, r.id);
  }
  return out;
}

/** The standing (Posted) bill of each consumer for each bill month asked, keyed 'consumerId:YYYY-MM'. */
export async function postedBillsOfPeriods(
  db: Db,
  consumerIds: readonly number[],
  periods: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = [...new Set(consumerIds)];
  const months = [...new Set(periods)];
  if (months.length === 0) return out;
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom('billing_bills as b')
      .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
      .select(['b.id', 'b.consumer_id', 'm.period'])
      .where('b.status', '=', 'Posted')
      .where('b.consumer_id', 'in', ids.slice(i, i + 5000))
      .where('m.period', 'in', months)
      .execute();
    for (const r of rows) out.set(`${r.consumer_id}:${r.period}`, Number(r.id));
  }
  return out;
}
