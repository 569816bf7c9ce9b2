// An adjustment request of a standing bill (the clerk's own, or another module's such as the
// meter laboratory's for a meter found fast or slow): recomputed at the month's rates, submitted to
// the approval engine; the bill is reversed and re-posted only on approval, never edited.
import { formatNumber } from '@ilaw/contracts/format';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { BillStatus } from '@ilaw/contracts/billing/enums';
import { assertNothingPending, lockPostedBill } from '../bills/bill-requests.ts';
import { ADJUSTMENT_DOC } from './adjustment-queries.ts';
import { computeCorrection } from './compute-correction.ts';

type AdjustmentBody = InputOf<typeof adjustBillEndpoint>['body'];

export async function requestAdjustment(
  trx: Transaction<Database>,
  actor: Actor,
  billId: number,
  body: AdjustmentBody,
): Promise<number> {
  const bill = await lockPostedBill(trx, billId);
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
}

export interface MeterErrorAdjustment {
  accountNo: string;
  /** The meter's weighted average registration error in percent: positive fast, negative slow. */
  averageErrorPct: string;
  reason: string;
}

/**
 * The meter laboratory found a consumer's meter registering beyond its tolerance: the consumer's
 * latest standing bill is put up for adjustment to the kWh the meter should have registered,
 * kWh × 100 / (100 + error) (decision 081; earlier months are left to billing's desk). Returns
 * the request's id, or null with why none was asked (no account, no standing bill, one pending).
 */
export async function requestMeterErrorAdjustment(
  trx: Transaction<Database>,
  actor: Actor,
  input: MeterErrorAdjustment,
): Promise<{ requestId: number | null; note: string }> {
  const consumer = await trx
    .selectFrom('billing_consumers')
    .select('id')
    .where('account_no', '=', input.accountNo)
    .executeTakeFirst();
  if (!consumer) return { requestId: null, note: `No consumer has account ${input.accountNo}.` };
  const bill = await trx
    .selectFrom('billing_bills as b')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .select(['b.id', 'b.bill_no', 'b.previous_reading', 'b.present_reading', 'b.multiplier', 'b.kwh'])
    .where('b.consumer_id', '=', consumer.id)
    .where('b.status', '=', BillStatus.Posted)
    .orderBy('m.period', 'desc')
    .orderBy('b.id', 'desc')
    .executeTakeFirst();
  if (!bill) return { requestId: null, note: 'The consumer has no standing bill to adjust.' };
  const pending = await trx
    .selectFrom('billing_adjustment_requests')
    .select('id')
    .where('bill_id', '=', bill.id)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (pending) return { requestId: null, note: `Bill ${bill.bill_no} already has an adjustment waiting.` };
  const trueKwh = new Decimal(bill.kwh).times(100).dividedBy(new Decimal(100).plus(input.averageErrorPct));
  const present = new Decimal(bill.previous_reading)
    .plus(trueKwh.dividedBy(bill.multiplier))
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (present.eq(bill.present_reading))
    return { requestId: null, note: `The error changes no whole kWh of bill ${bill.bill_no}.` };
  const id = await requestAdjustment(trx, actor, bill.id, {
    previousReading: null,
    presentReading: present.toFixed(0),
    remark: null,
    newMeterInitial: null,
    oldMeterFinal: null,
    demandKw: null,
    reason: input.reason,
  });
  return { requestId: id, note: `Bill ${bill.bill_no} put up for adjustment.` };
}
