// Cancellations and adjustments are both requests about a posted bill that wait for the approval
// engine (decision 014). What they share lives here: the standing bill's lock, their exclusion of
// each other, closing the module's row when the engine closes the request, and deciding from the
// module's own approve and reject endpoints.
import { RequestStatus, BillStatus } from '@ilaw/contracts/billing/enums';
import type { Kysely, Transaction } from 'kysely';
import {
  decideApproval,
  pendingRequestOf,
  type ApprovalEvent,
  type ApprovalHandler,
} from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';

/** One kind of request about a bill: its table, the engine's document type and the audit's noun. */
export interface BillRequestKind {
  table: 'billing_cancellations' | 'billing_adjustment_requests';
  documentType: string;
  /** The audit actions on the bill are '<noun>-approved', '<noun>-rejected', '<noun>-withdrawn'. */
  noun: 'cancellation' | 'adjustment';
  notFound: string;
}

type ClosingStatus = Exclude<RequestStatus, typeof RequestStatus.Pending>;

/** Closes the module's row as the engine closes the request (a request is closed once). */
export async function closeBillRequest(
  trx: Transaction<Database>,
  kind: BillRequestKind,
  actor: Actor,
  id: number,
  status: ClosingStatus,
  remarks: string | null,
) {
  const req = await trx
    .selectFrom(kind.table)
    .select(['id', 'bill_id', 'status', 'reason', 'requested_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!req) throw notFound(kind.notFound);
  if (req.status !== RequestStatus.Pending) throw conflict(`The request is already ${req.status.toLowerCase()}.`);
  await trx
    .updateTable(kind.table)
    .set({ status, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
    .where('id', '=', id)
    .execute();
  return req;
}

/** The engine's rejection and withdrawal callbacks: the row is closed and the bill's trail says so. */
export function closingCallbacks(kind: BillRequestKind): Pick<ApprovalHandler, 'onRejected' | 'onWithdrawn'> {
  const close = (status: ClosingStatus) => async (trx: Transaction<Database>, event: ApprovalEvent) => {
    const { actor, remarks } = event;
    const req = await closeBillRequest(trx, kind, actor, event.request.documentId, status, remarks);
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: `${kind.noun}-${status.toLowerCase()}`,
      oldValues: { status: RequestStatus.Pending },
      newValues:
        status === RequestStatus.Withdrawn
          ? { requestId: req.id, status, reason: remarks }
          : { requestId: req.id, status, remarks },
    });
  };
  return { onRejected: close(RequestStatus.Rejected), onWithdrawn: close(RequestStatus.Withdrawn) };
}

/** Approve or reject from the module's endpoint: the engine decides (its chain, separation of duties). */
export async function decideBillRequest(
  db: Kysely<Database>,
  user: SessionUser,
  actor: Actor,
  kind: BillRequestKind,
  decision: { id: number; approve: boolean; remarks: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom(kind.table).select('id').where('id', '=', decision.id).executeTakeFirst();
    if (!exists) throw notFound(kind.notFound);
    const requestId = await pendingRequestOf(trx, kind.documentType, decision.id);
    await decideApproval(trx, user, actor, { requestId, approve: decision.approve, remarks: decision.remarks });
  });
}

/** Locks a bill that may still be changed (standing, i.e. Posted). */
export async function lockPostedBill(trx: Transaction<Database>, id: number) {
  const bill = await trx.selectFrom('billing_bills').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!bill) throw notFound('The bill was not found.');
  if (bill.status !== BillStatus.Posted)
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
    .where('status', '=', RequestStatus.Pending)
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
    .where('status', '=', RequestStatus.Pending)
    .executeTakeFirst();
  if (adjustment) {
    throw conflict(
      asking === 'adjustment'
        ? 'An adjustment request for this bill is already pending.'
        : 'The bill has a pending adjustment request; decide it first.',
    );
  }
}
