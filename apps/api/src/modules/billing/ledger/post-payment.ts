// Payments on the consumer ledger (through public.ts): collection posts what a payment applied
// to each bill as a 'Payment' credit, in the payment's transaction; a cancelled payment is
// reversed by a 'Payment' debit of the same amount dated on the cancellation day (posted lines
// are never changed). The caller holds the consumer's posting lock.
import { LedgerKind } from '@ilaw/contracts/billing/enums';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface LedgerPayment {
  consumerId: number;
  entryDate: string;
  /** e.g. 'OR 1000123' */
  reference: string;
  userId: number | null;
  lines: readonly { billId: number; amount: string }[];
  reason?: string | null;
}

async function write(trx: Transaction<Database>, p: LedgerPayment, side: 'credit' | 'debit'): Promise<void> {
  if (p.lines.length === 0) return;
  const months = await trx
    .selectFrom('billing_bills')
    .select(['id', 'bill_month_id', 'consumer_id'])
    .where(
      'id',
      'in',
      p.lines.map((l) => l.billId),
    )
    .execute();
  const monthOf = new Map(months.map((m) => [Number(m.id), m]));
  await trx
    .insertInto('billing_ledger_entries')
    .values(
      p.lines.map((l) => {
        const bill = monthOf.get(l.billId);
        if (!bill || bill.consumer_id !== p.consumerId) throw new Error(`bill ${l.billId} is not the consumer's`);
        return {
          consumer_id: p.consumerId,
          bill_month_id: bill.bill_month_id,
          bill_id: l.billId,
          entry_date: p.entryDate,
          kind: LedgerKind.Payment,
          reference: p.reference,
          debit: side === 'debit' ? l.amount : '0',
          credit: side === 'credit' ? l.amount : '0',
          reason: p.reason ?? null,
          created_by: p.userId,
        };
      }),
    )
    .execute();
}

/** Credits each bill with what the payment applied to it. */
export function postPaymentToLedger(trx: Transaction<Database>, payment: LedgerPayment): Promise<void> {
  return write(trx, payment, 'credit');
}

/** Debits back each bill's credit of a cancelled payment, dated on the cancellation. */
export function reversePaymentOnLedger(trx: Transaction<Database>, reversal: LedgerPayment): Promise<void> {
  return write(trx, reversal, 'debit');
}

/**
 * Many payments' credits in one statement (a channel file, decision 057): each line credits its
 * bill; the caller holds the consumers' posting locks.
 */
export async function postPaymentsToLedger(
  trx: Transaction<Database>,
  userId: number | null,
  lines: readonly { consumerId: number; billId: number; entryDate: string; reference: string; amount: string }[],
): Promise<void> {
  for (let i = 0; i < lines.length; i += 10_000) {
    const part = lines.slice(i, i + 10_000);
    const written = await sql`
      INSERT INTO billing_ledger_entries (consumer_id, bill_month_id, bill_id, entry_date, kind, reference, debit, credit, created_by)
      SELECT b.consumer_id, b.bill_month_id, b.id, x.entry_date, ${LedgerKind.Payment}, x.reference, 0, x.amount, ${userId}::int
      FROM unnest(${part.map((l) => l.billId)}::bigint[], ${part.map((l) => l.consumerId)}::int[],
        ${part.map((l) => l.entryDate)}::date[], ${part.map((l) => l.reference)}::text[], ${part.map((l) => l.amount)}::numeric[])
        WITH ORDINALITY AS x(bill_id, consumer_id, entry_date, reference, amount, n)
      JOIN billing_bills b ON b.id = x.bill_id AND b.consumer_id = x.consumer_id
      ORDER BY x.n
      RETURNING 1`.execute(trx);
    if (written.rows.length !== part.length) throw new Error("a bill credited is not the consumer's");
  }
}
