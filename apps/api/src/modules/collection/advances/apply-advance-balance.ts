// Applying a consumer's advance balance to their unpaid bills, oldest first, principal only (no
// surcharge, no OR: no money changes hands), as ledger payments referenced 'ADV <entry>'. Used by
// Use Advance Payment and, automatically, when billing posts a consumer's next bill (decision 057).
// The caller holds the consumer's lock.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { lockSubjectsAtOnce } from '../../../platform/posting/subject-lock.ts';
import { openBillsOf, postPaymentToLedger, type BillsPosted } from '../../billing/public.ts';
import { D, money, ZERO } from '../compute/money.ts';
import { CONSUMER_LOCK } from '../payments/post-payment.ts';
import { advanceBalance } from './advance-queries.ts';

export interface AppliedAdvance {
  lines: { billId: number; amount: string }[];
}

/** Applies what the balance covers; answers the lines (none when the balance or the bills are nil). */
export async function applyAdvanceBalance(
  trx: Transaction<Database>,
  consumerId: number,
  entryDate: string,
  userId: number | null,
  billIds?: readonly number[],
): Promise<AppliedAdvance> {
  let left = new D(await advanceBalance(trx, consumerId));
  if (left.lte(0)) return { lines: [] };
  const bills = await openBillsOf(trx, consumerId, billIds);
  const lines: { billId: number; amount: string }[] = [];
  for (const b of bills) {
    if (left.lte(0)) break;
    const take = D.min(left, b.balance);
    if (take.lte(ZERO)) continue;
    lines.push({ billId: b.billId, amount: money(take) });
    left = left.minus(take);
  }
  if (lines.length === 0) return { lines };
  const first = await trx
    .insertInto('collection_advance_entries')
    .values(
      lines.map((l) => ({
        consumer_id: consumerId,
        entry_date: entryDate,
        kind: 'Applied' as const,
        amount: money(new D(l.amount).negated()),
        bill_id: l.billId,
        reference: 'Advance applied',
        created_by: userId,
      })),
    )
    .returning('id')
    .execute();
  await postPaymentToLedger(trx, {
    consumerId,
    entryDate,
    reference: `ADV ${first[0]?.id ?? ''}`,
    userId,
    lines,
  });
  return { lines };
}

/**
 * Billing's bills-posted hook: consumers of the new bills who hold an advance balance have it
 * applied at once, in the posting transaction; one audit entry for the batch.
 */
export async function applyAdvancesToPostedBills(trx: Transaction<Database>, posted: BillsPosted): Promise<void> {
  const consumerIds = [...new Set(posted.bills.map((b) => b.consumerId))];
  const holders: number[] = [];
  for (let i = 0; i < consumerIds.length; i += 10_000) {
    const rows = await sql<{ consumer_id: number }>`
      SELECT consumer_id FROM collection_advance_entries WHERE consumer_id = ANY(${consumerIds.slice(i, i + 10_000)}::int[])
      GROUP BY consumer_id HAVING sum(amount) > 0`.execute(trx);
    holders.push(...rows.rows.map((r) => r.consumer_id));
  }
  if (holders.length === 0) return;
  await lockSubjectsAtOnce(trx, CONSUMER_LOCK, holders);
  const applied: { consumerId: number; lines: AppliedAdvance['lines'] }[] = [];
  for (const consumerId of holders.sort((a, b) => a - b)) {
    const { lines } = await applyAdvanceBalance(trx, consumerId, posted.entryDate, posted.userId);
    if (lines.length > 0) applied.push({ consumerId, lines });
  }
  if (applied.length === 0) return;
  await recordAudit(
    trx,
    { userId: posted.userId, name: null, ip: null },
    {
      entityType: 'collection-advance',
      entityId: applied.length === 1 ? applied[0]!.consumerId : 'bills-posted',
      action: 'applied-on-billing',
      newValues: { consumers: applied.slice(0, 100), count: applied.length },
    },
  );
}
