import type { Cancellation } from '@ilaw/contracts/billing/cancellations/cancellation';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import type { BillRequestKind } from '../bills/bill-requests.ts';

export const CANCELLATION_DOC = 'billing.bill-cancellation';

export const CANCELLATION: BillRequestKind = {
  table: 'billing_cancellations',
  documentType: CANCELLATION_DOC,
  noun: 'cancellation',
  notFound: 'The cancellation request was not found.',
};

export function cancellationQuery(db: Kysely<Database> | Transaction<Database>) {
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
export async function toCancellations(db: Kysely<Database>, user: SessionUser, rows: CRow[]): Promise<Cancellation[]> {
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
    status: r.status,
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

export async function oneCancellation(db: Kysely<Database>, user: SessionUser, id: number): Promise<Cancellation> {
  const [row] = await toCancellations(db, user, [
    await cancellationQuery(db).where('x.id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return row!;
}
