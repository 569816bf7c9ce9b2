// Bill adjustments go through an approver like cancellations (issue 10 item 6, decision 014): the
// clerk asks with the corrected reading; the corrected bill is computed at the month's rates and
// kept with the request, so the approver sees it and the difference. Only the final approval
// posts: the original is reversed on the ledger and the corrected bill posted (a new bill; the
// posted one is never edited). The requester never approves their own adjustment.
import { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { approveAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/approve-adjustment';
import { billSignatoriesEndpoint } from '@ilaw/contracts/billing/bills/list-bill-signatories';
import { getAdjustmentRequestEndpoint } from '@ilaw/contracts/billing/adjustments/get-adjustment-request';
import { listAdjustmentRequestsEndpoint } from '@ilaw/contracts/billing/adjustments/list-adjustment-requests';
import { rejectAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/reject-adjustment';
import type { AdjustmentRequest } from '@ilaw/contracts/billing/adjustments/adjustment-request';
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { formatNumber } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import {
  approvalSummaries,
  decideApproval,
  pendingRequestOf,
  signatoriesOfDocument,
  submitForApproval,
  type ApprovalHandler,
} from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { paginate } from '../../platform/db/paging.ts';
import type { Database } from '../../platform/db/schema.ts';
import { anyRole } from '../../platform/http/access.ts';
import type { Actor, SessionUser } from '../../platform/http/context.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { BILLING_MASTER, BILLING_VIEW, anyRoleOf } from './access.ts';
import { BillComputationError, computeBill, type ComputedBill } from './compute/bill-computation.ts';
import { billInput, loadMonthContext, type ReadingFacts } from './compute/month-context.ts';
import { postBills } from './compute/post-bills.ts';
import { CANCELLATION_DOC, assertNothingPending, lockPostedBill } from './ledger-adjust-cancel.ts';

export const ADJUSTMENT_DOC = 'billing.bill-adjustment';
/** Who decides adjustments: the engine's chain (by default holders of BillCancellationApprover). */
const ADJUSTMENT_DECIDE = anyRole('BillCancellationApprover', 'BillingReport');
const NOT_FOUND = 'The adjustment request was not found.';

type Bill = Awaited<ReturnType<typeof lockPostedBill>>;

interface Correction {
  previousReading: string | null;
  presentReading: string | null;
  remark: number | null;
  newMeterInitial: string | null;
  oldMeterFinal: string | null;
  demandKw: string | null;
}

/** The corrected bill at the month's rates (field errors as the clerk's form shows them). */
async function computeCorrection(
  trx: Transaction<Database>,
  bill: Bill,
  body: Correction,
): Promise<{ facts: ReadingFacts; remark: number | null; computed: ComputedBill }> {
  const consumer = await trx
    .selectFrom('billing_consumers')
    .selectAll()
    .where('id', '=', bill.consumer_id)
    .executeTakeFirstOrThrow();
  const reading = bill.reading_id
    ? await trx.selectFrom('billing_meter_readings').selectAll().where('id', '=', bill.reading_id).executeTakeFirst()
    : undefined;
  const ctx = await loadMonthContext(trx, bill.bill_month_id);
  const remark = body.remark ?? reading?.remark ?? null;
  const restart = remark !== null && METER_RESTART_REMARKS.includes(remark);
  const previous = body.previousReading ?? bill.previous_reading;
  const facts: ReadingFacts = {
    consumerClass: bill.consumer_class,
    isLifeliner: consumer.is_lifeliner,
    isSeniorCitizen: consumer.is_senior_citizen,
    multiplier: bill.multiplier,
    previousReading: previous,
    presentReading: body.presentReading ?? bill.present_reading,
    newMeterInitial: restart ? (body.newMeterInitial ?? reading?.new_meter_initial ?? '0') : null,
    oldMeterFinal: restart ? (body.oldMeterFinal ?? reading?.old_meter_final ?? previous) : null,
    demandKw: body.demandKw ?? bill.demand_kw,
  };
  if (!restart && new Decimal(facts.presentReading).lt(facts.previousReading)) {
    throw fieldError(
      'presentReading',
      'The present reading is below the previous reading; only the remark New Connection, Change Meter or Transfer Meter explains that.',
    );
  }
  const input = billInput(ctx, facts);
  if (!input) throw fieldError('billMonthId', `The bill month has no rates for class ${bill.consumer_class}.`);
  try {
    return { facts, remark, computed: computeBill(input) };
  } catch (err) {
    if (err instanceof BillComputationError) throw fieldError('presentReading', err.message);
    throw err;
  }
}

function requestQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('billing_adjustment_requests as a')
    .innerJoin('billing_bills as b', 'b.id', 'a.bill_id')
    .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .innerJoin('users as rq', 'rq.id', 'a.requested_by')
    .leftJoin('users as dc', 'dc.id', 'a.decided_by')
    .leftJoin('billing_bills as cb', 'cb.id', 'a.corrected_bill_id')
    .select([
      'a.id',
      'a.bill_id',
      'b.bill_no',
      'c.account_no',
      'c.name',
      'm.period',
      'a.status',
      'a.reason',
      'b.previous_reading as b_previous',
      'b.present_reading as b_present',
      'b.kwh as b_kwh',
      'b.total_amount as b_total',
      'a.previous_reading',
      'a.present_reading',
      'a.remark',
      'a.demand_kw',
      'a.proposed_kwh',
      'a.proposed_total',
      'a.proposed_lines',
      'a.requested_by',
      'rq.full_name as requester',
      'a.requested_at',
      'dc.full_name as decider',
      'a.decided_at',
      'a.decision_remarks',
      'a.corrected_bill_id',
      'cb.bill_no as corrected_bill_no',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

async function toRequests(db: Kysely<Database>, user: SessionUser, rows: Row[]): Promise<AdjustmentRequest[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    ADJUSTMENT_DOC,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    billId: r.bill_id,
    billNo: r.bill_no,
    accountNo: r.account_no,
    consumerName: r.name,
    period: r.period,
    status: r.status as AdjustmentRequest['status'],
    reason: r.reason,
    originalReading: { previous: r.b_previous, present: r.b_present, kwh: r.b_kwh, total: r.b_total },
    proposed: {
      previousReading: r.previous_reading,
      presentReading: r.present_reading,
      remark: r.remark,
      demandKw: r.demand_kw,
      kwh: r.proposed_kwh,
      total: r.proposed_total,
      lines: r.proposed_lines,
    },
    difference: new Decimal(r.proposed_total).minus(r.b_total).toFixed(2),
    requestedById: r.requested_by,
    requestedBy: r.requester,
    requestedAt: r.requested_at.toISOString(),
    decidedBy: r.decider,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionRemarks: r.decision_remarks,
    correctedBillId: r.corrected_bill_id,
    correctedBillNo: r.corrected_bill_no,
    approval: approvals.get(r.id) ?? null,
  }));
}

async function oneRequest(db: Kysely<Database>, user: SessionUser, id: number): Promise<AdjustmentRequest> {
  const row = await requestQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return (await toRequests(db, user, [row]))[0]!;
}

export const adjustBill = defineRoute({
  endpoint: adjustBillEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const bill = await lockPostedBill(trx, params.id);
      await assertNothingPending(trx, bill.id, 'adjustment');
      const { facts, remark, computed } = await computeCorrection(trx, bill, body);
      if (new Decimal(computed.total).eq(bill.total_amount) && new Decimal(computed.kwh).eq(bill.kwh)) {
        throw fieldError('presentReading', 'The corrected reading gives the same bill; nothing to adjust.');
      }
      const row = await trx
        .insertInto('billing_adjustment_requests')
        .values({
          bill_id: bill.id,
          previous_reading: facts.previousReading,
          present_reading: facts.presentReading,
          remark,
          old_meter_final: facts.oldMeterFinal,
          new_meter_initial: facts.newMeterInitial,
          demand_kw: facts.demandKw,
          proposed_kwh: computed.kwh,
          proposed_total: computed.total,
          proposed_lines: JSON.stringify(computed.lines),
          reason: body.reason,
          requested_by: actor.userId!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const consumer = await trx
        .selectFrom('billing_consumers')
        .select(['name', 'account_no'])
        .where('id', '=', bill.consumer_id)
        .executeTakeFirstOrThrow();
      const difference = new Decimal(computed.total).minus(bill.total_amount);
      await submitForApproval(trx, actor, {
        documentType: ADJUSTMENT_DOC,
        documentId: row.id,
        summary: `Bill ${bill.bill_no}, ${consumer.name} (${consumer.account_no}): ${formatNumber(bill.total_amount)} to ${formatNumber(computed.total)} (${difference.isNegative() ? '' : '+'}${formatNumber(difference.toFixed(2))})`,
      });
      await recordAudit(trx, actor, {
        entityType: 'billing-bill',
        entityId: bill.id,
        action: 'adjustment-requested',
        newValues: {
          requestId: row.id,
          presentReading: facts.presentReading,
          kwh: computed.kwh,
          total: computed.total,
          reason: body.reason,
        },
      });
      return row.id;
    });
    reply.code(201);
    return oneRequest(db, user, id);
  },
});

export const listAdjustmentRequests = defineRoute({
  endpoint: listAdjustmentRequestsEndpoint,
  access: anyRoleOf(BILLING_MASTER, ADJUSTMENT_DECIDE),
  async handler({ query, db, user }) {
    let q = requestQuery(db);
    if (query.status) q = q.where('a.status', '=', query.status);
    if (query.accountNo) q = q.where('c.account_no', '=', query.accountNo);
    const page = await paginate(q.orderBy('a.id', 'desc'), query, (r) => r);
    return { data: await toRequests(db, user, page.data), total: page.total };
  },
});

export const getAdjustmentRequest = defineRoute({
  endpoint: getAdjustmentRequestEndpoint,
  access: anyRoleOf(BILLING_MASTER, ADJUSTMENT_DECIDE),
  async handler({ params, db, user }) {
    return oneRequest(db, user, params.id);
  },
});

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

async function decide(
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

export const approveAdjustment = defineRoute({
  endpoint: approveAdjustmentEndpoint,
  access: ADJUSTMENT_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, true, body.remarks);
  },
});

export const rejectAdjustment = defineRoute({
  endpoint: rejectAdjustmentEndpoint,
  access: ADJUSTMENT_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, false, body.remarks);
  },
});

/** The approved cancellation or adjustment behind a bill, with its signatories (the bill's print). */
export const billSignatories = defineRoute({
  endpoint: billSignatoriesEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    const docs = [
      ...(
        await db
          .selectFrom('billing_cancellations')
          .select('id')
          .where('bill_id', '=', params.id)
          .where('status', '=', 'Approved')
          .execute()
      ).map((r) => ({ documentType: CANCELLATION_DOC, documentId: r.id, title: 'Cancellation' })),
      ...(
        await db
          .selectFrom('billing_adjustment_requests')
          .select('id')
          .where('status', '=', 'Approved')
          .where((eb) => eb.or([eb('bill_id', '=', params.id), eb('corrected_bill_id', '=', params.id)]))
          .execute()
      ).map((r) => ({ documentType: ADJUSTMENT_DOC, documentId: r.id, title: 'Adjustment' })),
    ];
    return Promise.all(
      docs.map(async (d) => ({ ...d, signatories: await signatoriesOfDocument(db, d.documentType, d.documentId) })),
    );
  },
});
