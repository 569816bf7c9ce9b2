// The consumer ledger (running balance), bill adjustments (reversal + corrected entry) and bill
// cancellations (requested, then approved or rejected by a configured approver).
import {
  adjustBillEndpoint,
  approveCancellationEndpoint,
  ledgerEndpoint,
  listCancellationsEndpoint,
  rejectCancellationEndpoint,
  requestCancellationEndpoint,
} from '@ilaw/contracts/billing/bills';
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { paginate } from '../../platform/db/paging.ts';
import type { Database } from '../../platform/db/schema.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { BILLING_MASTER, BILLING_VIEW, CANCELLATION_DECIDE, CANCELLATION_REQUEST, anyRoleOf } from './access.ts';
import { loadBill } from './bills.ts';
import { BillComputationError, computeBill } from './compute/bill-computation.ts';
import { billInput, loadMonthContext } from './compute/month-context.ts';
import { postBills } from './compute/post-bills.ts';
import { consumerByAccount } from './consumers.ts';

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

async function lockPostedBill(trx: Transaction<Database>, id: number) {
  const bill = await trx.selectFrom('billing_bills').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!bill) throw notFound('The bill was not found.');
  if (bill.status !== 'Posted')
    throw conflict(`The bill is ${bill.status.toLowerCase()}; only a standing (posted) bill can be changed this way.`);
  return bill;
}

export const adjustBill = defineRoute({
  endpoint: adjustBillEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    const ids = await db.transaction().execute(async (trx) => {
      const bill = await lockPostedBill(trx, params.id);
      const pending = await trx
        .selectFrom('billing_cancellations')
        .select('id')
        .where('bill_id', '=', bill.id)
        .where('status', '=', 'Pending')
        .executeTakeFirst();
      if (pending) throw conflict('The bill has a pending cancellation request; decide it first.');
      const consumer = await trx
        .selectFrom('billing_consumers')
        .selectAll()
        .where('id', '=', bill.consumer_id)
        .executeTakeFirstOrThrow();
      const reading = bill.reading_id
        ? await trx
            .selectFrom('billing_meter_readings')
            .selectAll()
            .where('id', '=', bill.reading_id)
            .executeTakeFirst()
        : undefined;
      const ctx = await loadMonthContext(trx, bill.bill_month_id);
      const remark = body.remark ?? reading?.remark ?? null;
      const restart = remark !== null && METER_RESTART_REMARKS.includes(remark);
      const previous = body.previousReading ?? bill.previous_reading;
      const facts = {
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
      let computed;
      try {
        computed = computeBill(input);
      } catch (err) {
        if (err instanceof BillComputationError) throw fieldError('presentReading', err.message);
        throw err;
      }
      if (new Decimal(computed.total).eq(bill.total_amount) && new Decimal(computed.kwh).eq(bill.kwh)) {
        throw fieldError('presentReading', 'The corrected reading gives the same bill; nothing to adjust.');
      }
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
          reason: body.reason,
          created_by: actor.userId,
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
        { userId: actor.userId, jobId: null, ledgerKind: 'AdjustmentCorrection', reason: body.reason },
      );
      const corrected = posted.get(bill.consumer_id)!;
      await trx
        .insertInto('billing_adjustments')
        .values({
          original_bill_id: bill.id,
          corrected_bill_id: corrected.id,
          reason: body.reason,
          created_by: actor.userId,
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
          reason: body.reason,
        },
      });
      return { original: bill.id, corrected: corrected.id };
    });
    return { original: await loadBill(db, ids.original), corrected: await loadBill(db, ids.corrected) };
  },
});

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
      'rq.full_name as requested_by',
      'x.requested_at',
      'dc.full_name as decided_by',
      'x.decided_at',
      'x.decision_remarks',
    ]);
}
type CRow = Awaited<ReturnType<ReturnType<typeof cancellationQuery>['executeTakeFirstOrThrow']>>;
const toCancellation = (r: CRow) => ({
  id: r.id,
  billId: r.bill_id,
  billNo: r.bill_no,
  accountNo: r.account_no,
  consumerName: r.name,
  period: r.period,
  amount: r.total_amount,
  status: r.status as 'Pending',
  reason: r.reason,
  requestedBy: r.requested_by,
  requestedAt: r.requested_at.toISOString(),
  decidedBy: r.decided_by,
  decidedAt: r.decided_at?.toISOString() ?? null,
  decisionRemarks: r.decision_remarks,
});

export const requestCancellation = defineRoute({
  endpoint: requestCancellationEndpoint,
  access: CANCELLATION_REQUEST,
  async handler({ params, body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const bill = await lockPostedBill(trx, params.id);
      const pending = await trx
        .selectFrom('billing_cancellations')
        .select('id')
        .where('bill_id', '=', bill.id)
        .where('status', '=', 'Pending')
        .executeTakeFirst();
      if (pending) throw conflict('A cancellation request for this bill is already pending.');
      const row = await trx
        .insertInto('billing_cancellations')
        .values({ bill_id: bill.id, reason: body.reason, requested_by: actor.userId! })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'billing-bill',
        entityId: bill.id,
        action: 'cancellation-requested',
        newValues: { requestId: row.id, reason: body.reason },
      });
      return row.id;
    });
    reply.code(201);
    return toCancellation(await cancellationQuery(db).where('x.id', '=', id).executeTakeFirstOrThrow());
  },
});

export const listCancellations = defineRoute({
  endpoint: listCancellationsEndpoint,
  access: anyRoleOf(CANCELLATION_REQUEST, CANCELLATION_DECIDE),
  async handler({ query, db }) {
    let q = cancellationQuery(db);
    if (query.status) q = q.where('x.status', '=', query.status);
    return paginate(q.orderBy('x.id', 'desc'), query, toCancellation);
  },
});

async function decide(
  db: Kysely<Database>,
  actor: { userId: number | null; name: string | null; ip: string | null },
  id: number,
  approve: boolean,
  remarks: string,
) {
  await db.transaction().execute(async (trx) => {
    const configured = await trx
      .selectFrom('billing_cancellation_approvers')
      .select('user_id')
      .where('user_id', '=', actor.userId!)
      .executeTakeFirst();
    if (!configured)
      throw forbidden('You are not configured as a bill cancellation approver (/admin/bill-cancellation-approvers).');
    const req = await trx
      .selectFrom('billing_cancellations')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!req) throw notFound('The cancellation request was not found.');
    if (req.status !== 'Pending') throw conflict(`The request is already ${req.status.toLowerCase()}.`);
    if (req.requested_by === actor.userId) throw forbidden('You cannot decide your own cancellation request.');
    await trx
      .updateTable('billing_cancellations')
      .set({
        status: approve ? 'Approved' : 'Rejected',
        decided_by: actor.userId,
        decided_at: new Date(),
        decision_remarks: remarks,
      })
      .where('id', '=', id)
      .execute();
    if (approve) {
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
          reason: `${req.reason} / ${remarks}`,
          created_by: actor.userId,
        })
        .execute();
    }
    await recordAudit(trx, actor, {
      entityType: 'billing-bill',
      entityId: req.bill_id,
      action: approve ? 'cancellation-approved' : 'cancellation-rejected',
      oldValues: { status: 'Pending' },
      newValues: { requestId: id, status: approve ? 'Approved' : 'Rejected', remarks },
    });
  });
  return toCancellation(await cancellationQuery(db).where('x.id', '=', id).executeTakeFirstOrThrow());
}

export const approveCancellation = defineRoute({
  endpoint: approveCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, actor }) {
    return decide(db, actor, params.id, true, body.remarks);
  },
});

export const rejectCancellation = defineRoute({
  endpoint: rejectCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, actor }) {
    return decide(db, actor, params.id, false, body.remarks);
  },
});
