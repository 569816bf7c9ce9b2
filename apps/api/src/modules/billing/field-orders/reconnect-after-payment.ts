// The reconnection order, made by a payment at the teller's window (collection's onPaymentPosted
// hook, in the payment's transaction and under the consumer's lock, decision 111): once the
// disconnected consumer has no bill past due left unpaid and the reconnection fee is paid. At most
// one reconnection per disconnection (a unique index stands behind the check).
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { paidNonPowerBills, type PaymentPosted } from '../../collection/public.ts';
import { arrearsOf } from '../disconnections/disconnection-queries.ts';

/**
 * Of these consumers, those the hook can act on (one query; a channel file's consumers, decision
 * 118): disconnected, with an executed disconnection not yet reconnected.
 */
export async function awaitingReconnection(
  trx: Transaction<Database>,
  consumerIds: readonly number[],
): Promise<Set<number>> {
  if (consumerIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('billing_field_orders as o')
    .innerJoin('billing_consumers as c', 'c.id', 'o.consumer_id')
    .select('o.consumer_id')
    .distinct()
    .where(sql<boolean>`o.consumer_id = ANY(${[...consumerIds]}::int[])`)
    .where('o.kind', '=', 'Disconnection')
    .where('o.status', '=', 'Executed')
    .where('c.account_status', '=', ACCOUNT_STATUS.Disconnected.value)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('billing_field_orders as r').select('r.id').whereRef('r.disconnection_id', '=', 'o.id'))),
    )
    .execute();
  return new Set(rows.map((r) => r.consumer_id));
}

export async function reconnectAfterPayment(trx: Transaction<Database>, posted: PaymentPosted): Promise<void> {
  const disconnection = await trx
    .selectFrom('billing_field_orders as o')
    .innerJoin('billing_consumers as c', 'c.id', 'o.consumer_id')
    .select(['o.id', 'o.order_no', 'o.fee_bill_id'])
    .where('o.consumer_id', '=', posted.consumerId)
    .where('o.kind', '=', 'Disconnection')
    .where('o.status', '=', 'Executed')
    .where('c.account_status', '=', ACCOUNT_STATUS.Disconnected.value)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('billing_field_orders as r').select('r.id').whereRef('r.disconnection_id', '=', 'o.id'))),
    )
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  if (!disconnection) return;
  if (disconnection.fee_bill_id !== null) {
    const paid = await paidNonPowerBills(trx, [disconnection.fee_bill_id]);
    if (!paid.has(disconnection.fee_bill_id)) return;
  }
  const arrears = (await arrearsOf(trx, [posted.consumerId], posted.paymentDate)).get(posted.consumerId)!;
  if (arrears.bills > 0) return;
  const year = posted.paymentDate.slice(0, 4);
  const no = await nextDocumentNumber(trx, 'billing-reconnection-order', year);
  const orderNo = formatDocumentNumber('RO', year, no);
  const row = await sql<{ id: number }>`
    INSERT INTO billing_field_orders (order_no, kind, consumer_id, disconnection_id, payment_id, created_by)
    VALUES (${orderNo}, 'Reconnection', ${posted.consumerId}, ${disconnection.id}, ${posted.paymentId}, ${posted.actor.userId})
    ON CONFLICT (disconnection_id) DO NOTHING
    RETURNING id`.execute(trx);
  const id = row.rows[0]?.id;
  if (id === undefined) return;
  await recordAudit(trx, posted.actor, {
    entityType: 'billing-field-order',
    entityId: id,
    action: 'created',
    newValues: {
      orderNo,
      kind: 'Reconnection',
      disconnectionOrderNo: disconnection.order_no,
      paymentId: posted.paymentId,
    },
  });
}
