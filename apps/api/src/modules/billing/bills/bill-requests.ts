import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';

/** Locks a bill that may still be changed (standing, i.e. Posted). */
export async function lockPostedBill(trx: Transaction<Database>, id: number) {
  const bill = await trx.selectFrom('billing_bills').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!bill) throw notFound('The bill was not found.');
  if (bill.status !== 'Posted')
    throw conflict(`The bill is ${bill.status.toLowerCase()}; only a standing (posted) bill can be changed this way.`);
  return bill;
}

/** Cancellation and adjustment exclude each other while one waits for its approver. */
export async function assertNothingPending(
  trx: Transaction<Database>,
  billId: number,
  asking: 'cancellation' | 'adjustment',
) {
  const cancellation = await trx
    .selectFrom('billing_cancellations')
    .select('id')
    .where('bill_id', '=', billId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (cancellation) {
    throw conflict(
      asking === 'cancellation'
        ? 'A cancellation request for this bill is already pending.'
        : 'The bill has a pending cancellation request; decide it first.',
    );
  }
  const adjustment = await trx
    .selectFrom('billing_adjustment_requests')
    .select('id')
    .where('bill_id', '=', billId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (adjustment) {
    throw conflict(
      asking === 'adjustment'
        ? 'An adjustment request for this bill is already pending.'
        : 'The bill has a pending adjustment request; decide it first.',
    );
  }
}
