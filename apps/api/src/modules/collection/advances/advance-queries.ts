import { sql, type Kysely, type Transaction } from 'kysely';
import { Decimal } from 'decimal.js';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function advanceBalance(db: Db, consumerId: number): Promise<string> {
  const r = await db
    .selectFrom('collection_advance_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('balance'))
    .where('consumer_id', '=', consumerId)
    .executeTakeFirstOrThrow();
  return r.balance;
}

export async function loadAdvanceAccount(db: Db, consumerId: number) {
  const c = await db
    .selectFrom('billing_consumers')
    .select(['id', 'account_no', 'name'])
    .where('id', '=', consumerId)
    .executeTakeFirst();
  if (!c) return null;
  const rows = await db
    .selectFrom('collection_advance_entries as a')
    .leftJoin('collection_payments as p', 'p.id', 'a.payment_id')
    .leftJoin('billing_bills as b', 'b.id', 'a.bill_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.entry_date',
      'a.kind',
      'a.amount',
      'a.reference',
      'p.or_number',
      'b.bill_no',
      'u.full_name',
      sql<string>`sum(a.amount) OVER (ORDER BY a.id)::text`.as('balance'),
    ])
    .where('a.consumer_id', '=', consumerId)
    .orderBy('a.id')
    .execute();
  return {
    consumerId: c.id,
    accountNo: c.account_no,
    name: c.name,
    balance: new Decimal(rows[rows.length - 1]?.balance ?? '0').toFixed(2),
    entries: rows.map((r) => ({
      id: r.id,
      entryDate: r.entry_date,
      kind: r.kind,
      amount: r.amount,
      balance: new Decimal(r.balance).toFixed(2),
      reference: r.reference,
      orNumber: r.or_number,
      billNo: r.bill_no,
      createdBy: r.full_name,
    })),
  };
}
