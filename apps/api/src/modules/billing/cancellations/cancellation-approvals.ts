// The approval engine's callbacks for bill cancellations: the final approval cancels the bill and
// credits the ledger; rejection and withdrawal only close the request.
import { BillStatus, LedgerKind, RequestStatus } from '@ilaw/contracts/billing/enums';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { closeBillRequest, closingCallbacks, lockPostedBill } from '../bills/bill-requests.ts';
import { CANCELLATION, CANCELLATION_DOC } from './cancellation-queries.ts';

export const cancellationApprovals: ApprovalHandler = {
  documentType: CANCELLATION_DOC,
  readerRoles: ['BillingTransactions', 'BillCancellationApprover', 'BillingReport', 'Admin'],
  deciderRoles: ['BillCancellationApprover'],
  remarksRequired: true,
  async onApproved(trx, { request, actor, remarks }) {
    const req = await closeBillRequest(trx, CANCELLATION, actor, request.documentId, RequestStatus.Approved, remarks);
    const bill = await lockPostedBill(trx, req.bill_id);
    await trx.updateTable('billing_bills').set({ status: BillStatus.Cancelled }).where('id', '=', bill.id).execute();
    await trx
      .insertInto('billing_ledger_entries')
      .values({
        consumer_id: bill.consumer_id,
        bill_month_id: bill.bill_month_id,
        bill_id: bill.id,
        entry_date: manilaToday(),
        kind: LedgerKind.Cancellation,
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
      oldValues: { status: RequestStatus.Pending },
      newValues: { requestId: req.id, status: RequestStatus.Approved, remarks },
    });
  },
  ...closingCallbacks(CANCELLATION),
};
