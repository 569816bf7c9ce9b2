import { withdrawReadingEndpoint } from '@ilaw/contracts/billing/readings/withdraw-reading';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { READING_ENTRY } from '../access.ts';
import { openMonthForChange } from '../bill-months/bill-month-queries.ts';
import { assertOwnRoute } from '../meter-readers/own-routes.ts';
import { sheetQuery, toSheetRow } from './reading-queries.ts';

export const withdrawReading = defineRoute({
  endpoint: withdrawReadingEndpoint,
  access: READING_ENTRY,
  async handler({ body, db, actor, user }) {
    return db.transaction().execute(async (trx) => {
      const month = await openMonthForChange(trx, body.billMonthId);
      const row = await sheetQuery(trx, body.billMonthId, month.period)
        .where('c.account_no', '=', body.accountNo)
        .executeTakeFirst();
      if (!row) throw fieldError('accountNo', 'Unknown account number.');
      await assertOwnRoute(trx, user, row.route_id);
      const reading = await trx
        .selectFrom('billing_meter_readings')
        .select(['id', 'present_reading', 'remark', 'source'])
        .where('consumer_id', '=', row.id)
        .where('bill_month_id', '=', body.billMonthId)
        .forUpdate()
        .executeTakeFirst();
      // Already withdrawn (a double submit): nothing to record.
      if (!reading) return toSheetRow(row);
      if (row.billed)
        throw conflict(
          'The account is already billed for this month; its reading can no longer change.',
          'presentReading',
        );
      // A cancelled bill still names the reading it was computed from: that reading is history.
      const onBill = await trx
        .selectFrom('billing_bills')
        .select('bill_no')
        .where('consumer_id', '=', row.id)
        .where('bill_month_id', '=', body.billMonthId)
        .where('reading_id', '=', reading.id)
        .executeTakeFirst();
      if (onBill)
        throw conflict(
          `The reading is on bill ${onBill.bill_no}; enter the correct reading instead of withdrawing it.`,
          'presentReading',
        );
      await trx.deleteFrom('billing_meter_readings').where('id', '=', reading.id).execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reading',
        entityId: `${row.id}:${body.billMonthId}`,
        action: 'withdrawn',
        oldValues: { presentReading: reading.present_reading, remark: reading.remark, source: reading.source },
        newValues: null,
      });
      return toSheetRow(
        await sheetQuery(trx, body.billMonthId, month.period).where('c.id', '=', row.id).executeTakeFirstOrThrow(),
      );
    });
  },
});
