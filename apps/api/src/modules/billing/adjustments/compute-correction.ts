import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { lockPostedBill } from '../bills/bill-requests.ts';
import { BillComputationError, computeBill, type ComputedBill } from '../compute/bill-computation.ts';
import { billInput, loadMonthContext, type ReadingFacts } from '../compute/month-context.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';

type Bill = Awaited<ReturnType<typeof lockPostedBill>>;

/** The corrected reading: as the clerk asks for it, or as a pending request recorded it. */
type Correction = Omit<InputOf<typeof adjustBillEndpoint>['body'], 'reason'>;

/** The corrected bill at the month's rates (field errors as the clerk's form shows them). */
export async function computeCorrection(
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
