// Bills: single compute, bulk compute as a job, list and the printable bill.
import type { Bill } from '@ilaw/contracts/billing/bills/bill';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { getBillEndpoint } from '@ilaw/contracts/billing/bills/get-bill';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { startBulkComputeEndpoint } from '@ilaw/contracts/billing/bills/start-bulk-compute';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { paginate } from '../../platform/db/paging.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { JobContext } from '../../platform/jobs/job-queue.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { BILLING_COMPUTE, BILLING_VIEW } from './access.ts';
import type { ComputedBill } from './compute/bill-computation.ts';
import { computeBills } from './compute/compute-bills.ts';
import { consumerByAccount } from './consumers.ts';
import { activeComputation, BILLING_LOCK, COMPUTE_JOB } from './month-locks.ts';

export { COMPUTE_JOB };

export function billQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('billing_bills as b')
    .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .leftJoin('billing_routes as r', 'r.id', 'b.route_id')
    .select([
      'b.id',
      'b.bill_no',
      'c.account_no',
      'c.name as consumer_name',
      'm.period',
      'b.branch_code',
      'r.code as route_code',
      'b.consumer_class',
      'b.previous_reading',
      'b.present_reading',
      'b.multiplier',
      'b.kwh',
      'b.total_amount',
      'b.due_date',
      'b.kind',
      'b.status',
      'b.computed_at',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof billQuery>['executeTakeFirstOrThrow']>>;
export function toBillSummary(r: Row) {
  return {
    id: r.id,
    billNo: r.bill_no,
    accountNo: r.account_no,
    consumerName: r.consumer_name,
    period: r.period,
    branchCode: r.branch_code,
    routeCode: r.route_code,
    consumerClass: r.consumer_class as Bill['consumerClass'],
    previousReading: r.previous_reading,
    presentReading: r.present_reading,
    multiplier: r.multiplier,
    kwh: r.kwh,
    totalAmount: r.total_amount,
    dueDate: r.due_date,
    kind: r.kind as Bill['kind'],
    status: r.status as Bill['status'],
    computedAt: r.computed_at.toISOString(),
  };
}

/** What a full bill adds to billQuery's summary columns. */
export const BILL_DETAIL_COLUMNS = ['c.barangay', 'c.town', 'c.address', 'c.meter_serial', 'b.demand_kw'] as const;

type BillDetailRow = Parameters<typeof toBillSummary>[0] & {
  barangay: string | null;
  town: string | null;
  address: string | null;
  meter_serial: string | null;
  demand_kw: string | null;
};
type BillLineRow = Selectable<Database['billing_bill_lines']>;

/** A bill with every line, as the single bill and the route print answer it. */
export function toBillDetail(row: BillDetailRow, lines: readonly BillLineRow[]): Bill {
  return {
    ...toBillSummary(row),
    address: [row.address, row.barangay, row.town].filter(Boolean).join(', '),
    meterSerial: row.meter_serial,
    demandKw: row.demand_kw,
    lines: lines.map((l) => ({
      seq: l.seq,
      code: l.code,
      description: l.description,
      kind: l.line_kind as Bill['lines'][number]['kind'],
      quantity: l.quantity,
      rate: l.rate,
      amount: l.amount,
    })),
  };
}

export async function loadBill(db: Kysely<Database> | Transaction<Database>, id: number): Promise<Bill> {
  const row = await billQuery(db).select(BILL_DETAIL_COLUMNS).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('The bill was not found.');
  const lines = await db
    .selectFrom('billing_bill_lines')
    .selectAll()
    .where('bill_id', '=', id)
    .orderBy('seq')
    .execute();
  return toBillDetail(row, lines);
}

export const listBills = defineRoute({
  endpoint: listBillsEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    let q = billQuery(db);
    if (query.billMonthId !== undefined) q = q.where('b.bill_month_id', '=', query.billMonthId);
    if (query.branchCode !== undefined) q = q.where('b.branch_code', '=', query.branchCode);
    if (query.routeId !== undefined) q = q.where('b.route_id', '=', query.routeId);
    if (query.accountNo) q = q.where(sql`lower(c.account_no)`, '=', query.accountNo.toLowerCase());
    if (query.status) q = q.where('b.status', '=', query.status);
    return paginate(q.orderBy('b.id', 'desc'), query, toBillSummary);
  },
});

export const getBill = defineRoute({
  endpoint: getBillEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    return loadBill(db, params.id);
  },
});

export const computeOneBill = defineRoute({
  endpoint: computeBillEndpoint,
  access: BILLING_COMPUTE,
  async handler({ body, db, user }) {
    const consumer = await consumerByAccount(db, body.accountNo);
    if (consumer.accountStatus !== 1) throw fieldError('accountNo', 'Only active consumers are billed.');
    let kept: ComputedBill | null = null;
    const result = await computeBills(
      db,
      { billMonthId: body.billMonthId, accountNo: consumer.accountNo, testMode: body.testMode },
      {
        userId: user.id,
        actorName: user.fullName,
        keep: (_a, bill) => {
          kept = bill;
        },
      },
    );
    if (result.withoutReading > 0) throw fieldError('accountNo', 'This consumer has no reading for the bill month.');
    if (result.withoutRates > 0)
      throw fieldError('billMonthId', `The bill month has no rates for class ${consumer.consumerClass}.`);
    if (result.failed[0]) throw fieldError('accountNo', result.failed[0].reason);
    const posted = await db
      .selectFrom('billing_bills')
      .select('id')
      .where('consumer_id', '=', consumer.id)
      .where('bill_month_id', '=', body.billMonthId)
      .where('status', '=', 'Posted')
      .executeTakeFirst();
    const preview = kept as ComputedBill | null;
    return {
      result,
      bill: posted ? await loadBill(db, posted.id) : null,
      preview: preview ? { kwh: preview.kwh, total: preview.total, lines: preview.lines } : null,
    };
  },
});

export const startBulkCompute = defineRoute({
  endpoint: startBulkComputeEndpoint,
  access: BILLING_COMPUTE,
  async handler({ body, db, services, user, reply }) {
    const month = await db
      .selectFrom('billing_bill_months')
      .select(['status', 'period'])
      .where('id', '=', body.billMonthId)
      .executeTakeFirst();
    if (!month) throw fieldError('billMonthId', 'The bill month was not found.');
    if (month.status !== 'Open' && !body.testMode)
      throw conflict(`Bill month ${month.period} is closed; it takes no changes.`, 'billMonthId');
    if (body.routeId !== undefined) {
      const r = await db
        .selectFrom('billing_routes')
        .select('branch_code')
        .where('id', '=', body.routeId)
        .executeTakeFirst();
      if (!r) throw fieldError('routeId', 'The route was not found.');
    }
    // The same computation asked for again while it is queued or running answers that job.
    const jobId = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, BILLING_LOCK.computeStart, body.billMonthId);
      const running = await activeComputation(trx, body.billMonthId, body);
      if (running) return running;
      return services.jobs.enqueue(
        COMPUTE_JOB,
        { ...body, userName: user.fullName },
        { createdBy: user.id, maxAttempts: 1 },
        trx,
      );
    });
    reply.code(202);
    return { jobId };
  },
});

export async function runComputeJob(
  ctx: JobContext<{ billMonthId: number; routeId?: number; branchCode?: number; testMode: boolean; userName?: string }>,
) {
  const p = ctx.payload;
  return computeBills(
    ctx.db,
    { billMonthId: p.billMonthId, routeId: p.routeId, branchCode: p.branchCode, testMode: p.testMode },
    {
      userId: ctx.createdBy,
      actorName: p.userName ?? null,
      jobId: ctx.id,
      onProgress: (done, total) => ctx.progress.report(done, total),
    },
  );
}
