import type { AdjustmentRequest } from '@ilaw/contracts/billing/adjustments/adjustment-request';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { BillRequestKind } from '../bills/bill-requests.ts';

export const ADJUSTMENT_DOC = 'billing.bill-adjustment';

export const ADJUSTMENT: BillRequestKind = {
  table: 'billing_adjustment_requests',
  documentType: ADJUSTMENT_DOC,
  noun: 'adjustment',
  notFound: 'The adjustment request was not found.',
};

export function requestQuery(db: Kysely<Database> | Transaction<Database>) {
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

export async function toRequests(db: Kysely<Database>, user: SessionUser, rows: Row[]): Promise<AdjustmentRequest[]> {
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
    status: r.status,
    reason: r.reason,
    originalReading: { previous: r.b_previous, present: r.b_present, kwh: r.b_kwh, total: r.b_total },
    proposed: {
      previousReading: r.previous_reading,
      presentReading: r.present_reading,
      remark: r.remark,
      demandKw: r.demand_kw,
      kwh: r.proposed_kwh,
      total: r.proposed_total,
      // Requests made before lines kept their unit have none.
      lines: r.proposed_lines.map((l) => ({ ...l, unit: l.unit ?? null })),
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

export async function oneRequest(db: Kysely<Database>, user: SessionUser, id: number): Promise<AdjustmentRequest> {
  const row = await requestQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ADJUSTMENT.notFound);
  return (await toRequests(db, user, [row]))[0]!;
}
