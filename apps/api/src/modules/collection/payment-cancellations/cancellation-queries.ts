import type { PaymentCancellation } from '@ilaw/contracts/collection/payment-cancellations/payment-cancellation';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const PAYMENT_CANCELLATION_DOC = 'collection.payment-cancellation';

export function cancellationQuery(db: Db) {
  return db
    .selectFrom('collection_payment_cancellations as x')
    .innerJoin('collection_payments as p', 'p.id', 'x.payment_id')
    .innerJoin('collection_tellers as t', 't.id', 'p.teller_id')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .innerJoin('users as rq', 'rq.id', 'x.requested_by')
    .leftJoin('users as dc', 'dc.id', 'x.decided_by')
    .select([
      'x.id',
      'x.payment_id',
      'p.or_number',
      'p.payment_date',
      'c.account_no',
      'p.payer_name',
      't.name as teller_name',
      'p.total_tendered',
      'x.reason',
      'x.status',
      'rq.full_name as requested_by',
      'x.requested_at',
      'dc.full_name as decided_by',
      'x.decided_at',
      'x.decision_remarks',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof cancellationQuery>['executeTakeFirstOrThrow']>>;

export async function toCancellations(db: Db, user: SessionUser, rows: readonly Row[]): Promise<PaymentCancellation[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    PAYMENT_CANCELLATION_DOC,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    paymentId: r.payment_id,
    orNumber: r.or_number,
    paymentDate: r.payment_date,
    accountNo: r.account_no,
    payerName: r.payer_name,
    tellerName: r.teller_name,
    amount: r.total_tendered,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requested_by,
    requestedAt: r.requested_at.toISOString(),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionRemarks: r.decision_remarks,
    approval: approvals.get(r.id) ?? null,
  }));
}
