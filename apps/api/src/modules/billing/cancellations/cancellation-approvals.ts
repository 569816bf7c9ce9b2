import type { Kysely, Transaction } from 'kysely';
import { type ApprovalHandler, decideApproval, pendingRequestOf } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { lockPostedBill } from '../bills/bill-requests.ts';
import { CANCELLATION_DOC, oneCancellation } from './cancellation-queries.ts';

/** Closes the module's row when the engine closes the request. */
async function closeCancellation(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  status: 'Approved' | 'Rejected' | 'Withdrawn',
  remarks: string | null,
) {
  const req = await trx
    .selectFrom('billing_cancellations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (req.status !== 'Pending') throw conflict(`The request is already ${req.status.toLowerCase()}.`);
  await trx
    .updateTable('billing_cancellations')
    .set({ status, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
    .where('id', '=', id)
    .execute();
  return req;
}

/** The engine's callbacks: the final approval cancels the bill and credits the ledger. */
export const cancellationApprovals: ApprovalHandler = {
  documentType: CANCELLATION_DOC,
  readerRoles: ['BillingTransactions', 'BillCancellationApprover', 'BillingReport', 'Admin'],
  deciderRoles: ['BillCancellationApprover'],
  remarksRequired: true,
  async onApproved(trx, { request, actor, remarks }) {
    const req = await closeCancellation(trx, actor, request.documentId, 'Approved', remarks);
    const bill = await lockPostedBill(trx, req.bill_id);
    await trx.updateTable('billing_bills').set({ status: 'Cancelled' }).where('id', '=', bill.id).execute();
    await trx
      .insertInto('billing_ledger_entries')
      .values({
        consumer_id: bill.consumer_id,
        bill_month_id: bill.bill_month_id,
        bill_id: bill.id,
        entry_date: manilaToday(),
        kind: 'Cancellation',
        reference: bill.bill_no,
        credit: bill.total_amount,
        reason: `${req.reason} / ${remarks ?? ''}`,
        created_by: actor.userId,
      })
      .execute();
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: 'cancellation-approved',
      oldValues: { status: 'Pending' },
      newValues: { requestId: req.id, status: 'Approved', remarks },
    });
  },
  async onRejected(trx, { request, actor, remarks }) {
    const req = await closeCancellation(trx, actor, request.documentId, 'Rejected', remarks);
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: 'cancellation-rejected',
      oldValues: { status: 'Pending' },
      newValues: { requestId: req.id, status: 'Rejected', remarks },
    });
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    const req = await closeCancellation(trx, actor, request.documentId, 'Withdrawn', remarks);
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: 'cancellation-withdrawn',
      oldValues: { status: 'Pending' },
      newValues: { requestId: req.id, status: 'Withdrawn', reason: remarks },
    });
  },
};

export async function decide(
  db: Kysely<Database>,
  user: SessionUser,
  actor: Actor,
  id: number,
  approve: boolean,
  remarks: string,
) {
  await db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('billing_cancellations').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound('The cancellation request was not found.');
    const requestId = await pendingRequestOf(trx, CANCELLATION_DOC, id);
    await decideApproval(trx, user, actor, { requestId, approve, remarks });
  });
  return oneCancellation(db, user, id);
}
