import { ledgerEndpoint, type LedgerEntry } from '@ilaw/contracts/billing/ledger/get-ledger';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { ResponseOf } from '@ilaw/contracts/http';
import type { Database } from '../../../platform/db/schema.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { consumerByAccount } from '../consumers/consumer-queries.ts';

/** A consumer's ledger, oldest entry first, with the running balance (the screen and its export). */
export async function ledgerOf(db: Kysely<Database>, accountNo: string): Promise<ResponseOf<typeof ledgerEndpoint>> {
  const consumer = await consumerByAccount(db, accountNo);
  const rows = await db
    .selectFrom('billing_ledger_entries as l')
    .leftJoin('billing_bill_months as m', 'm.id', 'l.bill_month_id')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.entry_date',
      'm.period',
      'l.kind',
      'l.reference',
      'l.bill_id',
      'l.debit',
      'l.credit',
      'l.reason',
      'u.full_name',
      'l.created_at',
      sql<string>`sum(l.debit - l.credit) OVER (ORDER BY l.id)::text`.as('balance'),
    ])
    .where('l.consumer_id', '=', consumer.id)
    .orderBy('l.id')
    .execute();
  return {
    accountNo: consumer.accountNo,
    name: consumer.name,
    balance: new Decimal(rows[rows.length - 1]?.balance ?? '0').toFixed(2),
    entries: rows.map((r): LedgerEntry => ({
      id: r.id,
      entryDate: r.entry_date,
      period: r.period,
      kind: r.kind,
      reference: r.reference,
      billId: r.bill_id,
      debit: r.debit,
      credit: r.credit,
      balance: new Decimal(r.balance).toFixed(2),
      reason: r.reason,
      createdBy: r.full_name,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

export const ledger = defineRoute({
  endpoint: ledgerEndpoint,
  access: BILLING_VIEW,
  handler: ({ params, db }) => ledgerOf(db, params.accountNo),
});
