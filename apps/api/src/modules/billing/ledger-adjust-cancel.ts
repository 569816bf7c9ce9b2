// The consumer ledger (running balance) and bill cancellations: requested by BillingTransactions,
// decided through the approval engine (document type billing.bill-cancellation, decision 014),
// whose chain holds the configured approvers (/admin/bill-cancellation-approvers).
import { approveCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/approve-cancellation';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { listCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { rejectCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/reject-cancellation';
import { requestCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/request-cancellation';
import type { Cancellation } from '@ilaw/contracts/billing/cancellations/cancellation';
import { formatNumber } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  approvalSummaries,
  decideApproval,
  pendingRequestOf,
  submitForApproval,
  type ApprovalHandler,
} from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { paginate } from '../../platform/db/paging.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../platform/http/context.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { BILLING_VIEW, CANCELLATION_DECIDE, CANCELLATION_REQUEST, anyRoleOf } from './access.ts';
import { consumerByAccount } from './consumers.ts';

export const CANCELLATION_DOC = 'billing.bill-cancellation';

export const ledger = defineRoute({
  endpoint: ledgerEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    const consumer = await consumerByAccount(db, params.accountNo);
    const rows = await db
      .selectFrom('billing_ledger_entries as l')
      .leftJoin('billing_bill_months as m', 'm.id', 'l.bill_month_id')
      .leftJoin('users as u', 'u.id', 'l.created_by')
      .select([
        'l.id',
        'l.entry_date',
        'm.period',
        'l.kind',
        'l.reference',
        'l.bill_id',
        'l.debit',
        'l.credit',
        'l.reason',
        'u.full_name',
        'l.created_at',
        sql<string>`sum(l.debit - l.credit) OVER (ORDER BY l.id)::text`.as('balance'),
      ])
      .where('l.consumer_id', '=', consumer.id)
      .orderBy('l.id')
      .execute();
    return {
      accountNo: consumer.accountNo,
      name: consumer.name,
      balance: new Decimal(rows[rows.length - 1]?.balance ?? '0').toFixed(2),
      entries: rows.map((r) => ({
        id: r.id,
        entryDate: r.entry_date,
        period: r.period,
        kind: r.kind as 'Bill',
        reference: r.reference,
        billId: r.bill_id,
        debit: r.debit,
        credit: r.credit,
        balance: new Decimal(r.balance).toFixed(2),
        reason: r.reason,
        createdBy: r.full_name,
        createdAt: r.created_at.toISOString(),
      })),
    };
  },
});

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

function cancellationQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('billing_cancellations as x')
    .innerJoin('billing_bills as b', 'b.id', 'x.bill_id')
    .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .innerJoin('users as rq', 'rq.id', 'x.requested_by')
    .leftJoin('users as dc', 'dc.id', 'x.decided_by')
    .select([
      'x.id',
      'x.bill_id',
      'b.bill_no',
      'c.account_no',
      'c.name',
      'm.period',
      'b.total_amount',
      'x.status',
      'x.reason',
      'x.requested_by as requested_by_id',
      'rq.full_name as requested_by',
      'x.requested_at',
      'dc.full_name as decided_by',
      'x.decided_at',
      'x.decision_remarks',
    ]);
}
type CRow = Awaited<ReturnType<ReturnType<typeof cancellationQuery>['executeTakeFirstOrThrow']>>;

/** Rows with their approval (current step, and what the signed-in user may do). */
async function toCancellations(db: Kysely<Database>, user: SessionUser, rows: CRow[]): Promise<Cancellation[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    CANCELLATION_DOC,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    billId: r.bill_id,
    billNo: r.bill_no,
    accountNo: r.account_no,
    consumerName: r.name,
    period: r.period,
    amount: r.total_amount,
    status: r.status as Cancellation['status'],
    reason: r.reason,
    requestedById: r.requested_by_id,
    requestedBy: r.requested_by,
    requestedAt: r.requested_at.toISOString(),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionRemarks: r.decision_remarks,
    approval: approvals.get(r.id) ?? null,
  }));
}

async function oneCancellation(db: Kysely<Database>, user: SessionUser, id: number): Promise<Cancellation> {
  const [row] = await toCancellations(db, user, [
    await cancellationQuery(db).where('x.id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return row!;
}

export const requestCancellation = defineRoute({
  endpoint: requestCancellationEndpoint,
  access: CANCELLATION_REQUEST,
  async handler({ params, body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const bill = await lockPostedBill(trx, params.id);
      await assertNothingPending(trx, bill.id, 'cancellation');
      const row = await trx
        .insertInto('billing_cancellations')
        .values({ bill_id: bill.id, reason: body.reason, requested_by: actor.userId! })
        .returning('id')
        .executeTakeFirstOrThrow();
      const consumer = await trx
        .selectFrom('billing_consumers')
        .select(['name', 'account_no'])
        .where('id', '=', bill.consumer_id)
        .executeTakeFirstOrThrow();
      await submitForApproval(trx, actor, {
        documentType: CANCELLATION_DOC,
        documentId: row.id,
        summary: `Bill ${bill.bill_no}, ${consumer.name} (${consumer.account_no}), ${formatNumber(bill.total_amount)}: ${body.reason}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'billing-bill',
        entityId: bill.id,
        action: 'cancellation-requested',
        newValues: { requestId: row.id, reason: body.reason },
      });
      return row.id;
    });
    reply.code(201);
    return oneCancellation(db, user, id);
  },
});

export const listCancellations = defineRoute({
  endpoint: listCancellationsEndpoint,
  access: anyRoleOf(CANCELLATION_REQUEST, CANCELLATION_DECIDE),
  async handler({ query, db, user }) {
    let q = cancellationQuery(db);
    if (query.status) q = q.where('x.status', '=', query.status);
    const page = await paginate(q.orderBy('x.id', 'desc'), query, (r) => r);
    return { data: await toCancellations(db, user, page.data), total: page.total };
  },
});

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

async function decide(
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

export const approveCancellation = defineRoute({
  endpoint: approveCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, true, body.remarks);
  },
});

export const rejectCancellation = defineRoute({
  endpoint: rejectCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, false, body.remarks);
  },
});
