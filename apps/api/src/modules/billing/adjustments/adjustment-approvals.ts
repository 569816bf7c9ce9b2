import { formatNumber } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { type ApprovalHandler, decideApproval, pendingRequestOf } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { lockPostedBill } from '../bills/bill-requests.ts';
import { loadMonthContext } from '../compute/month-context.ts';
import { postBills } from '../compute/post-bills.ts';
import { ADJUSTMENT_DOC, NOT_FOUND, oneRequest } from './adjustment-queries.ts';
import { computeCorrection } from './compute-correction.ts';

async function closeRequest(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  status: 'Approved' | 'Rejected' | 'Withdrawn',
  remarks: string | null,
) {
  const req = await trx
    .selectFrom('billing_adjustment_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (req.status !== 'Pending') throw conflict(`The request is already ${req.status.toLowerCase()}.`);
  await trx
    .updateTable('billing_adjustment_requests')
    .set({ status, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
    .where('id', '=', id)
    .execute();
  return req;
}

/** On the final approval: reversal of the original and the corrected bill, as the request showed it. */
async function postAdjustment(trx: Transaction<Database>, actor: Actor, id: number, remarks: string | null) {
  const req = await closeRequest(trx, actor, id, 'Approved', remarks);
  const bill = await lockPostedBill(trx, req.bill_id);
  const { facts, computed } = await computeCorrection(trx, bill, {
    previousReading: req.previous_reading,
    presentReading: req.present_reading,
    remark: req.remark,
    newMeterInitial: req.new_meter_initial,
    oldMeterFinal: req.old_meter_final,
    demandKw: req.demand_kw,
  });
  // Approved is what the approver saw: rates changed since the request mean asking again.
  if (!new Decimal(computed.total).eq(req.proposed_total)) {
    throw conflict(
      `The month's rates changed since the request: the corrected bill would now be ${formatNumber(computed.total)}, not ${formatNumber(req.proposed_total)}. Reject this request and ask for the adjustment again.`,
    );
  }
  const ctx = await loadMonthContext(trx, bill.bill_month_id);
  const today = manilaToday();
  // The original is superseded (its amounts stay as posted) and reversed in the ledger.
  await trx.updateTable('billing_bills').set({ status: 'Adjusted' }).where('id', '=', bill.id).execute();
  await trx
    .insertInto('billing_ledger_entries')
    .values({
      consumer_id: bill.consumer_id,
      bill_month_id: bill.bill_month_id,
      bill_id: bill.id,
      entry_date: today,
      kind: 'AdjustmentReversal',
      reference: bill.bill_no,
      credit: bill.total_amount,
      reason: req.reason,
      // The adjustment is the requester's; the approval is on the request (and in the audit).
      created_by: req.requested_by,
    })
    .execute();
  const posted = await postBills(
    trx,
    ctx,
    [
      {
        consumerId: bill.consumer_id,
        branchCode: bill.branch_code,
        routeId: bill.route_id,
        consumerClass: bill.consumer_class,
        readingId: bill.reading_id,
        previousReading: facts.previousReading,
        presentReading: facts.presentReading,
        multiplier: facts.multiplier,
        demandKw: facts.demandKw,
        computed,
        kind: 'Corrected',
        adjustsBillId: bill.id,
      },
    ],
    { userId: req.requested_by, jobId: null, ledgerKind: 'AdjustmentCorrection', reason: req.reason },
  );
  const corrected = posted.get(bill.consumer_id)!;
  await trx
    .updateTable('billing_adjustment_requests')
    .set({ corrected_bill_id: corrected.id })
    .where('id', '=', req.id)
    .execute();
  await trx
    .insertInto('billing_adjustments')
    .values({
      original_bill_id: bill.id,
      corrected_bill_id: corrected.id,
      reason: req.reason,
      created_by: req.requested_by,
    })
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'billing-bill',
    entityId: bill.id,
    action: 'adjusted',
    oldValues: {
      billNo: bill.bill_no,
      presentReading: bill.present_reading,
      kwh: bill.kwh,
      total: bill.total_amount,
      status: 'Posted',
    },
    newValues: {
      correctedBillNo: corrected.billNo,
      presentReading: facts.presentReading,
      kwh: computed.kwh,
      total: computed.total,
      status: 'Adjusted',
      reason: req.reason,
      requestId: req.id,
      approvalRemarks: remarks,
    },
  });
}

export const adjustmentApprovals: ApprovalHandler = {
  documentType: ADJUSTMENT_DOC,
  readerRoles: ['BillingReport', 'BillCancellationApprover', 'Admin'],
  remarksRequired: true,
  async onApproved(trx, { request, actor, remarks }) {
    await postAdjustment(trx, actor, request.documentId, remarks);
  },
  async onRejected(trx, { request, actor, remarks }) {
    const req = await closeRequest(trx, actor, request.documentId, 'Rejected', remarks);
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: 'adjustment-rejected',
      newValues: { requestId: req.id, remarks },
    });
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    const req = await closeRequest(trx, actor, request.documentId, 'Withdrawn', remarks);
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: 'adjustment-withdrawn',
      newValues: { requestId: req.id, reason: remarks },
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
    const exists = await trx
      .selectFrom('billing_adjustment_requests')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw notFound(NOT_FOUND);
    const requestId = await pendingRequestOf(trx, ADJUSTMENT_DOC, id);
    await decideApproval(trx, user, actor, { requestId, approve, remarks });
  });
  return oneRequest(db, user, id);
}
