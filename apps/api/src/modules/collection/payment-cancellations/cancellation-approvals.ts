// The approval engine's callbacks for payment cancellations (decision 014): the cashier's final
// approval reverses the payment on the cancellation date, in the deciding transaction. The OR
// stays in its series (the payment row is never deleted); the reversal's GL lines go to the
// teller's open day of that date, so the cancelled OR shows on both days' DCRs.
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { reversePaymentOnLedger } from '../../billing/public.ts';
import { advanceBalance } from '../advances/advance-queries.ts';
import { D, money } from '../compute/money.ts';
import { CONSUMER_LOCK, TELLER_LOCK } from '../payments/post-payment.ts';
import { openDayForPosting } from '../teller-days/teller-day-rules.ts';
import { PAYMENT_CANCELLATION_DOC } from './cancellation-queries.ts';
import { runNonPowerBillsSettledHooks } from '../non-power/non-power-settled.ts';

async function closeRequest(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  status: 'Approved' | 'Rejected' | 'Withdrawn',
  remarks: string | null,
) {
  const req = await trx
    .selectFrom('collection_payment_cancellations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (req.status !== 'Pending') throw conflict(`This request has already been ${req.status.toLowerCase()}.`);
  await trx
    .updateTable('collection_payment_cancellations')
    .set({ status, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
    .where('id', '=', id)
    .execute();
  return req;
}

async function reversePayment(trx: Transaction<Database>, actor: Actor, paymentId: number, reason: string) {
  const head = await trx
    .selectFrom('collection_payments')
    .select(['consumer_id', 'teller_id'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  // The same subject the payment posted under: no payment of the consumer interleaves.
  await lockSubject(trx, head.consumer_id !== null ? CONSUMER_LOCK : TELLER_LOCK, head.consumer_id ?? head.teller_id);
  const p = await trx
    .selectFrom('collection_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (p.status !== 'Posted') throw conflict('This payment is already cancelled.');
  const today = manilaToday();
  const day = await openDayForPosting(trx, p.teller_id, today, {
    missing:
      "The teller has not opened today's collection; the reversal posts to the teller's open day of the cancellation date.",
    closed:
      "The teller's collection of today is closed; the reversal posts to the teller's open day of the cancellation date.",
  });
  if (new D(p.to_advance).gt(0) && p.consumer_id !== null) {
    const balance = new D(await advanceBalance(trx, p.consumer_id));
    if (balance.lt(p.to_advance))
      throw conflict('The advance this payment deposited has since been used; it cannot be reversed.');
  }
  await trx
    .updateTable('collection_payments')
    .set({ status: 'Cancelled', cancelled_on: today, cancel_day_id: day.id, cancelled_by: actor.userId })
    .where('id', '=', p.id)
    .execute();
  const lines = await trx
    .selectFrom('collection_gl_lines')
    .select(['gl_code', 'description', 'amount'])
    .where('payment_id', '=', p.id)
    .where('is_reversal', '=', false)
    .execute();
  if (lines.length > 0) {
    await trx
      .insertInto('collection_gl_lines')
      .values(
        lines.map((l) => ({
          day_id: day.id,
          payment_id: p.id,
          gl_code: l.gl_code,
          description: l.description,
          amount: money(new D(l.amount).negated()),
          is_reversal: true,
        })),
      )
      .execute();
  }
  const reference = `OR ${p.or_number} cancelled`;
  if (p.consumer_id !== null) {
    const billItems = await trx
      .selectFrom('collection_payment_items')
      .select(['bill_id', 'amount'])
      .where('payment_id', '=', p.id)
      .where('kind', '=', 'Bill')
      .orderBy('seq')
      .execute();
    await reversePaymentOnLedger(trx, {
      consumerId: p.consumer_id,
      entryDate: today,
      reference,
      userId: actor.userId,
      reason,
      lines: billItems.flatMap((i) => (i.bill_id !== null ? [{ billId: i.bill_id, amount: i.amount }] : [])),
    });
    if (new D(p.to_advance).gt(0)) {
      await trx
        .insertInto('collection_advance_entries')
        .values({
          consumer_id: p.consumer_id,
          entry_date: today,
          kind: 'Reversal',
          amount: money(new D(p.to_advance).negated()),
          payment_id: p.id,
          reference,
          created_by: actor.userId,
        })
        .execute();
    }
  }
  const unpaid = await trx
    .updateTable('collection_non_power_bills')
    .set({ status: 'Unpaid', payment_id: null })
    .where('payment_id', '=', p.id)
    .returning('id')
    .execute();
  await runNonPowerBillsSettledHooks(trx, {
    status: 'Unpaid',
    billIds: unpaid.map((b) => b.id),
    paymentId: p.id,
    orNumber: Number(p.or_number),
    userId: actor.userId,
  });
  return p;
}

export const paymentCancellationApprovals: ApprovalHandler = {
  documentType: PAYMENT_CANCELLATION_DOC,
  readerRoles: ['Cashier', 'Teller', 'Manager'],
  deciderRoles: ['Cashier'],
  async onApproved(trx, { request, actor, remarks }) {
    const req = await trx
      .selectFrom('collection_payment_cancellations')
      .select(['payment_id', 'reason'])
      .where('id', '=', request.documentId)
      .executeTakeFirstOrThrow();
    // Locks before the request row's update and the audit (decision 009, item 5).
    const p = await reversePayment(trx, actor, req.payment_id, req.reason);
    await closeRequest(trx, actor, request.documentId, 'Approved', remarks);
    await recordAudit(trx, actor, {
      entityType: 'collection-payment',
      entityId: req.payment_id,
      action: 'cancelled',
      oldValues: { status: 'Posted' },
      newValues: {
        status: 'Cancelled',
        orNumber: p.or_number,
        requestId: request.documentId,
        reason: req.reason,
        remarks,
      },
    });
  },
  async onRejected(trx, { request, actor, remarks }) {
    const req = await closeRequest(trx, actor, request.documentId, 'Rejected', remarks);
    await recordAudit(trx, actor, {
      entityType: 'collection-payment',
      entityId: req.payment_id,
      action: 'cancellation-rejected',
      newValues: { requestId: req.id, remarks },
    });
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    const req = await closeRequest(trx, actor, request.documentId, 'Withdrawn', remarks);
    await recordAudit(trx, actor, {
      entityType: 'collection-payment',
      entityId: req.payment_id,
      action: 'cancellation-withdrawn',
      newValues: { requestId: req.id, reason: remarks },
    });
  },
};
