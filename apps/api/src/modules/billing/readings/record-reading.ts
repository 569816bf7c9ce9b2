// One consumer's reading for an open bill month, as the office's Entering Meter Reading and the
// phone's field sync both record it: the same checks, the same row, the same audit.
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { openMonthForChange } from '../bill-months/bill-month-queries.ts';
import { assertOwnRoute } from '../meter-readers/own-routes.ts';
import { checkReading } from './reading-file.ts';
import { sameAmount, sheetQuery } from './reading-queries.ts';

export interface ReadingInput {
  billMonthId: number;
  accountNo: string;
  presentReading: string;
  remark: number | null;
  newMeterInitial: string | null;
  oldMeterFinal: string | null;
  demandKw: string | null;
}

/** Where a phone took the reading; absent for the office's entry. */
export interface FieldContext {
  readAt: Date;
  latitude: number | null;
  longitude: number | null;
  /** The present reading the phone saw when it loaded the route. */
  basisReading: string | null;
}

export const ALREADY_BILLED = 'The account is already billed for this month; its reading can no longer change.';

/** Records the reading (or finds it already recorded) and answers the consumer's id. */
export async function recordReading(
  trx: Transaction<Database>,
  actor: Actor,
  user: SessionUser,
  input: ReadingInput,
  field?: FieldContext,
): Promise<number> {
  const month = await openMonthForChange(trx, input.billMonthId);
  const row = await sheetQuery(trx, input.billMonthId, month.period)
    .where('c.account_no', '=', input.accountNo)
    .executeTakeFirst();
  if (!row) throw fieldError('accountNo', 'Unknown account number.');
  await assertOwnRoute(trx, user, row.route_id);
  if (row.billed) throw conflict(ALREADY_BILLED, 'presentReading');
  const previous = row.previous;
  const reason = checkReading(
    {
      present: input.presentReading,
      remark: input.remark,
      newMeterInitial: input.newMeterInitial,
      oldMeterFinal: input.oldMeterFinal,
    },
    previous,
  );
  if (reason) throw fieldError('presentReading', reason);
  const restart = input.remark !== null && METER_RESTART_REMARKS.includes(input.remark);
  const values = {
    previous_reading: previous,
    present_reading: input.presentReading,
    remark: input.remark,
    new_meter_initial: restart ? (input.newMeterInitial ?? '0') : null,
    old_meter_final: restart ? (input.oldMeterFinal ?? previous) : null,
    demand_kw: input.demandKw,
  };
  // The reading already recorded, entered again (a double submit, a retry): nothing to record.
  const recorded =
    row.present_reading !== null &&
    sameAmount(row.present_reading, values.present_reading) &&
    row.remark === values.remark &&
    sameAmount(row.new_meter_initial, values.new_meter_initial) &&
    sameAmount(row.old_meter_final, values.old_meter_final) &&
    sameAmount(row.demand_kw, values.demand_kw ?? null);
  if (recorded) return row.id;
  // A phone's reading never overwrites one the office entered after the phone loaded the route.
  if (field && !sameAmount(row.present_reading, field.basisReading)) {
    throw conflict(
      `A reading of ${row.present_reading ?? 'nothing'} was recorded in the office after this phone loaded the route; the phone's ${input.presentReading} was not saved.`,
      'presentReading',
    );
  }
  const source = field ? 'field' : 'entry';
  const where = field
    ? {
        read_at: field.readAt,
        read_on: field.readAt.toISOString().slice(0, 10),
        latitude: field.latitude,
        longitude: field.longitude,
      }
    : {};
  await trx
    .insertInto('billing_meter_readings')
    .values({
      consumer_id: row.id,
      bill_month_id: input.billMonthId,
      source,
      entered_by: actor.userId,
      ...values,
      ...where,
    })
    .onConflict((oc) =>
      oc
        .columns(['consumer_id', 'bill_month_id'])
        .doUpdateSet({ ...values, ...where, source, entered_by: actor.userId, updated_at: new Date() }),
    )
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'billing-meter-reading',
    entityId: `${row.id}:${input.billMonthId}`,
    action: row.present_reading === null ? 'entered' : 'corrected',
    oldValues: row.present_reading === null ? null : { presentReading: row.present_reading, remark: row.remark },
    newValues: { presentReading: input.presentReading, remark: input.remark, ...(field ? { source } : {}) },
  });
  return row.id;
}
