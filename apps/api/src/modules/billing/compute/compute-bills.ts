import { BillMonthStatus, BillStatus } from '@ilaw/contracts/billing/enums';
// Bulk bill computation: consumers with a reading are read in batches of thousands (keyset on
// id), computed with decimal.js and posted one batch per transaction. A consumer who already
// has a standing bill for the month is skipped, so running it again posts nothing. Test mode
// computes, totals and compares with posted bills, and posts nothing.
import type { ComputeResult } from '@ilaw/contracts/billing/bills/bill';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { BILLING_LOCK, closedDuringComputation } from '../month-locks.ts';
import { BillComputationError, computeBill, type ComputedBill } from './bill-computation.ts';
import { billInput, loadMonthContext } from './month-context.ts';
import { postBills, type BillToPost } from './post-bills.ts';

export interface ComputeScope {
  billMonthId: number;
  routeId?: number | undefined;
  branchCode?: number | undefined;
  accountNo?: string | undefined;
  testMode: boolean;
}

export interface ComputeOptions {
  userId: number | null;
  actorName?: string | null;
  jobId?: string | null;
  batchSize?: number;
  onProgress?: (done: number, total: number) => Promise<void>;
  /** Single compute: keep each computed bill. */
  keep?: (accountNo: string, bill: ComputedBill) => void;
}

const MAX_LISTED = 200;
/** Bills per insert while the rest of the batch is still being computed. */
const POST_SLICE = 500;
const YIELD_EVERY = 50;

export async function computeBills(
  db: Kysely<Database>,
  scope: ComputeScope,
  options: ComputeOptions,
): Promise<ComputeResult> {
  const ctx = await loadMonthContext(db, scope.billMonthId);
  if (ctx.status !== BillMonthStatus.Open && !scope.testMode)
    throw conflict(`Bill month ${ctx.period} is closed; it takes no changes.`, 'billMonthId');
  const batchSize = options.batchSize ?? 2000;

  const scoped = () => {
    let q = db.selectFrom('billing_consumers as c').where('c.account_status', '=', 1);
    if (scope.routeId !== undefined) q = q.where('c.route_id', '=', scope.routeId);
    if (scope.branchCode !== undefined) q = q.where('c.branch_code', '=', scope.branchCode);
    if (scope.accountNo !== undefined) q = q.where(sql`lower(c.account_no)`, '=', scope.accountNo.toLowerCase());
    return q;
  };
  const counts = await scoped()
    .leftJoin('billing_meter_readings as r', (j) =>
      j.onRef('r.consumer_id', '=', 'c.id').on('r.bill_month_id', '=', scope.billMonthId),
    )
    .select([sql<number>`count(*)::int`.as('considered'), sql<number>`count(r.id)::int`.as('with_reading')])
    .executeTakeFirstOrThrow();
  const total = Number(counts.with_reading);

  const result: ComputeResult = {
    testMode: scope.testMode,
    considered: Number(counts.considered),
    posted: 0,
    alreadyBilled: 0,
    withoutReading: Number(counts.considered) - total,
    withoutRates: 0,
    failed: [],
    totalKwh: '0',
    totalAmount: '0',
    byClass: [],
    differences: [],
  };
  let totalKwh = new Decimal(0);
  let totalAmount = new Decimal(0);
  const byClass = new Map<string, { bills: number; kwh: Decimal; amount: Decimal }>();
  let done = 0;
  let afterId = 0;
  await options.onProgress?.(0, total);

  for (;;) {
    const batchResult = await db.transaction().execute(async (trx) => {
      let month = ctx;
      if (!scope.testMode) {
        // One batch of the month at a time: the standing-bill check below stays true until commit.
        await lockSubject(trx, BILLING_LOCK.compute, scope.billMonthId);
        // The month's lock, shared: closing it, or changing its readings or rates, waits for this
        // batch; a change made before the batch is read here (the month is read again each batch).
        await lockSubject(trx, BILLING_LOCK.month, scope.billMonthId, 'shared');
        month = await loadMonthContext(trx, scope.billMonthId);
        if (month.status !== BillMonthStatus.Open)
          throw conflict(closedDuringComputation(month.period, result.posted), 'billMonthId');
      }
      let q = trx
        .selectFrom('billing_consumers as c')
        // The keyset bound on every side of the joins lets each batch start at its own consumers
        // instead of joining from the first consumer again.
        .innerJoin('billing_meter_readings as r', (j) =>
          j
            .onRef('r.consumer_id', '=', 'c.id')
            .on('r.bill_month_id', '=', scope.billMonthId)
            .on('r.consumer_id', '>', afterId),
        )
        .leftJoin('billing_bills as b', (j) =>
          j
            .onRef('b.consumer_id', '=', 'c.id')
            .on('b.bill_month_id', '=', scope.billMonthId)
            .on('b.status', '=', BillStatus.Posted)
            .on('b.consumer_id', '>', afterId),
        )
        .select([
          'c.id',
          'c.account_no',
          'c.branch_code',
          'c.route_id',
          'c.consumer_class',
          'c.is_lifeliner',
          'c.is_senior_citizen',
          'c.multiplier',
          'r.id as reading_id',
          'r.previous_reading',
          'r.present_reading',
          'r.old_meter_final',
          'r.new_meter_initial',
          'r.demand_kw',
          'b.id as bill_id',
          'b.total_amount as posted_amount',
        ])
        .where('c.account_status', '=', 1)
        .where('c.id', '>', afterId);
      if (scope.routeId !== undefined) q = q.where('c.route_id', '=', scope.routeId);
      if (scope.branchCode !== undefined) q = q.where('c.branch_code', '=', scope.branchCode);
      if (scope.accountNo !== undefined) q = q.where(sql`lower(c.account_no)`, '=', scope.accountNo.toLowerCase());
      const rows = await q.orderBy('c.id').limit(batchSize).execute();
      if (rows.length === 0) return null;
      const toPost: BillToPost[] = [];
      // Posting runs while the next bills are computed: slices of bills go to the database one
      // after another on this transaction while the loop below keeps computing, yielding now and
      // then so the replies are read. On PostgreSQL the inserts and the arithmetic then use both
      // cores; bill numbers still follow consumer order (each slice allocates after the last).
      let posting: Promise<void> = Promise.resolve();
      let aborted = false;
      let slice: BillToPost[] = [];
      const post = (bills: BillToPost[]) => {
        posting = posting.then(async () => {
          if (!aborted) await postBills(trx, month, bills, { userId: options.userId, jobId: options.jobId ?? null });
        });
        // Awaited below; this only keeps an early failure from counting as unhandled meanwhile.
        posting.catch(() => undefined);
      };
      try {
        for (const [n, row] of rows.entries()) {
          if (n > 0 && n % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
          if (row.bill_id !== null && !scope.testMode) {
            result.alreadyBilled += 1;
            continue;
          }
          const input = billInput(month, {
            consumerClass: row.consumer_class,
            isLifeliner: row.is_lifeliner,
            isSeniorCitizen: row.is_senior_citizen,
            multiplier: row.multiplier,
            previousReading: row.previous_reading,
            presentReading: row.present_reading,
            oldMeterFinal: row.old_meter_final,
            newMeterInitial: row.new_meter_initial,
            demandKw: row.demand_kw,
          });
          if (!input) {
            result.withoutRates += 1;
            continue;
          }
          let computed: ComputedBill;
          try {
            computed = computeBill(input);
          } catch (err) {
            if (!(err instanceof BillComputationError)) throw err;
            if (result.failed.length < MAX_LISTED)
              result.failed.push({ accountNo: row.account_no, reason: err.message });
            continue;
          }
          options.keep?.(row.account_no, computed);
          if (row.bill_id !== null) {
            result.alreadyBilled += 1;
            const diff = new Decimal(computed.total).minus(row.posted_amount!);
            if (!diff.isZero() && result.differences.length < MAX_LISTED) {
              result.differences.push({
                accountNo: row.account_no,
                postedAmount: row.posted_amount!,
                computedAmount: computed.total,
                difference: diff.toFixed(2),
              });
            }
          }
          totalKwh = totalKwh.plus(computed.kwh);
          totalAmount = totalAmount.plus(computed.total);
          const k = byClass.get(row.consumer_class) ?? { bills: 0, kwh: new Decimal(0), amount: new Decimal(0) };
          k.bills += 1;
          k.kwh = k.kwh.plus(computed.kwh);
          k.amount = k.amount.plus(computed.total);
          byClass.set(row.consumer_class, k);
          if (!scope.testMode) {
            const bill: BillToPost = {
              consumerId: row.id,
              branchCode: row.branch_code,
              routeId: row.route_id,
              consumerClass: row.consumer_class,
              readingId: row.reading_id,
              previousReading: row.previous_reading,
              presentReading: row.present_reading,
              multiplier: row.multiplier,
              demandKw: row.demand_kw,
              computed,
            };
            toPost.push(bill);
            slice.push(bill);
            if (slice.length >= POST_SLICE) {
              post(slice);
              slice = [];
            }
          }
        }
        if (slice.length > 0) post(slice);
      } catch (err) {
        aborted = true;
        await posting.catch(() => undefined);
        throw err;
      }
      await posting;
      if (toPost.length > 0) {
        const batchTotal = toPost.reduce((s, b) => s.plus(b.computed.total), new Decimal(0));
        await recordAudit(
          trx,
          { userId: options.userId, name: options.actorName ?? null, ip: null },
          {
            entityType: 'billing-bill-month',
            entityId: month.id,
            action: 'bills-posted',
            newValues: {
              bills: toPost.length,
              total: batchTotal.toFixed(2),
              jobId: options.jobId ?? null,
              fromConsumerId: toPost[0]!.consumerId,
              toConsumerId: toPost[toPost.length - 1]!.consumerId,
            },
          },
        );
        result.posted += toPost.length;
      }
      return { lastId: rows[rows.length - 1]!.id, count: rows.length };
    });
    if (!batchResult) break;
    afterId = batchResult.lastId;
    done += batchResult.count;
    await options.onProgress?.(done, total);
  }
  result.totalKwh = totalKwh.toFixed(2);
  result.totalAmount = totalAmount.toFixed(2);
  result.byClass = [...byClass.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([consumerClass, v]) => ({
      consumerClass,
      bills: v.bills,
      kwh: v.kwh.toFixed(2),
      amount: v.amount.toFixed(2),
    }));
  return result;
}
