import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { READING_ENTRY } from '../access.ts';
import { openMonthForChange } from '../bill-months/bill-month-queries.ts';
import { checkReading } from './reading-file.ts';
import { assertOwnRoute } from '../meter-readers/own-routes.ts';
import { sameAmount, sheetQuery, toSheetRow } from './reading-queries.ts';

export const enterReading = defineRoute({
  endpoint: enterReadingEndpoint,
  access: READING_ENTRY,
  async handler({ body, db, actor, user }) {
    const consumerId = await db.transaction().execute(async (trx) => {
      const month = await openMonthForChange(trx, body.billMonthId);
      const row = await sheetQuery(trx, body.billMonthId, month.period)
        .where('c.account_no', '=', body.accountNo)
        .executeTakeFirst();
      if (!row) throw fieldError('accountNo', 'Unknown account number.');
      await assertOwnRoute(trx, user, row.route_id);
      if (row.billed)
        throw conflict(
          'The account is already billed for this month; its reading can no longer change.',
          'presentReading',
        );
      const previous = row.previous;
      const reason = checkReading(
        {
          present: body.presentReading,
          remark: body.remark,
          newMeterInitial: body.newMeterInitial,
          oldMeterFinal: body.oldMeterFinal,
        },
        previous,
      );
      if (reason) throw fieldError('presentReading', reason);
      const restart = body.remark !== null && METER_RESTART_REMARKS.includes(body.remark);
      const values = {
        previous_reading: previous,
        present_reading: body.presentReading,
        remark: body.remark,
        new_meter_initial: restart ? (body.newMeterInitial ?? '0') : null,
        old_meter_final: restart ? (body.oldMeterFinal ?? previous) : null,
        demand_kw: body.demandKw,
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
      await trx
        .insertInto('billing_meter_readings')
        .values({
          consumer_id: row.id,
          bill_month_id: body.billMonthId,
          source: 'entry',
          entered_by: actor.userId,
          ...values,
        })
        .onConflict((oc) =>
          oc
            .columns(['consumer_id', 'bill_month_id'])
            .doUpdateSet({ ...values, source: 'entry', entered_by: actor.userId, updated_at: new Date() }),
        )
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reading',
        entityId: `${row.id}:${body.billMonthId}`,
        action: row.present_reading === null ? 'entered' : 'corrected',
        oldValues: row.present_reading === null ? null : { presentReading: row.present_reading, remark: row.remark },
        newValues: { presentReading: body.presentReading, remark: body.remark },
      });
      return row.id;
    });
    const month = await db
      .selectFrom('billing_bill_months')
      .select('period')
      .where('id', '=', body.billMonthId)
      .executeTakeFirstOrThrow();
    return toSheetRow(
      await sheetQuery(db, body.billMonthId, month.period).where('c.id', '=', consumerId).executeTakeFirstOrThrow(),
    );
  },
});
