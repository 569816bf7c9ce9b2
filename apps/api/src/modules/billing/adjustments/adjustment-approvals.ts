// Bill adjustments go through an approver like cancellations (decision 014): the final approval
// reverses the original on the ledger and posts the corrected bill as the request showed it (a new
// bill; the posted one is never edited). Rejection and withdrawal only close the request.
import { BillKind, BillStatus, LedgerKind, RequestStatus } from '@ilaw/contracts/billing/enums';
import { formatNumber } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { closeBillRequest, closingCallbacks, lockPostedBill } from '../bills/bill-requests.ts';
import { loadMonthContext } from '../compute/month-context.ts';
import { postBills } from '../compute/post-bills.ts';
import { ADJUSTMENT, ADJUSTMENT_DOC } from './adjustment-queries.ts';
import { computeCorrection } from './compute-correction.ts';

/**
 * The next month starts from the corrected reading (decision 046): a reading of a later month
 * entered before the adjustment and not yet billed gets the corrected reading as its previous one.
 * A later month already billed keeps its bill; correcting it is an adjustment of its own.
 */
async function carryCorrectedReadingForward(
  trx: Transaction<Database>,
  actor: Actor,
  bill: { consumer_id: number; bill_month_id: number; present_reading: string },
  corrected: string,
) {
  if (new Decimal(corrected).eq(bill.present_reading)) return;
  const next = await trx
    .selectFrom('billing_meter_readings as r')
    .innerJoin('billing_bill_months as m', 'm.id', 'r.bill_month_id')
    .select(['r.id', 'r.bill_month_id', 'r.previous_reading', 'm.period'])
    .where('r.consumer_id', '=', bill.consumer_id)
    .where('m.period', '>', (eb) =>
      eb.selectFrom('billing_bill_months').select('period').where('id', '=', bill.bill_month_id),
    )
    .orderBy('m.period')
    .limit(1)
    .executeTakeFirst();
  if (!next) return;
  const billed = await trx
    .selectFrom('billing_bills')
    .select('id')
    .where('consumer_id', '=', bill.consumer_id)
    .where('bill_month_id', '=', next.bill_month_id)
    .where('status', '=', BillStatus.Posted)
    .executeTakeFirst();
  if (billed || new Decimal(next.previous_reading).eq(corrected)) return;
  await trx
    .updateTable('billing_meter_readings')
    .set({ previous_reading: corrected, updated_at: new Date() })
    .where('id', '=', next.id)
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'billing-meter-reading',
    entityId: `${bill.consumer_id}:${next.bill_month_id}`,
    action: 'previous-reading-carried',
    oldValues: { previousReading: next.previous_reading },
    newValues: { previousReading: corrected, period: next.period },
  });
}

/** On the final approval: reversal of the original and the corrected bill, as the request showed it. */
async function postAdjustment(trx: Transaction<Database>, actor: Actor, id: number, remarks: string | null) {
  await closeBillRequest(trx, ADJUSTMENT, actor, id, RequestStatus.Approved, remarks);
  const req = await trx
    .selectFrom('billing_adjustment_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
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
  await trx.updateTable('billing_bills').set({ status: BillStatus.Adjusted }).where('id', '=', bill.id).execute();
  await trx
    .insertInto('billing_ledger_entries')
    .values({
      consumer_id: bill.consumer_id,
      bill_month_id: bill.bill_month_id,
      bill_id: bill.id,
      entry_date: today,
      kind: LedgerKind.AdjustmentReversal,
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
        kind: BillKind.Corrected,
        adjustsBillId: bill.id,
      },
    ],
    { userId: req.requested_by, jobId: null, ledgerKind: LedgerKind.AdjustmentCorrection, reason: req.reason },
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
  await carryCorrectedReadingForward(trx, actor, bill, facts.presentReading);
  await recordAudit(trx, actor, {
    entityType: 'billing-bill',
    entityId: bill.id,
    action: 'adjusted',
    oldValues: {
      billNo: bill.bill_no,
      presentReading: bill.present_reading,
      kwh: bill.kwh,
      total: bill.total_amount,
      status: BillStatus.Posted,
    },
    newValues: {
      correctedBillNo: corrected.billNo,
      presentReading: facts.presentReading,
      kwh: computed.kwh,
      total: computed.total,
      status: BillStatus.Adjusted,
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
  ...closingCallbacks(ADJUSTMENT),
};
