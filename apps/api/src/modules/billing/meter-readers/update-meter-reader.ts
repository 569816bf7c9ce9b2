import { updateMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/update-meter-reader';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { BILLING_ADMIN } from '../access.ts';
import { readerQuery, toReader } from './meter-reader-queries.ts';
import { saveReader } from './save-meter-reader.ts';

export const updateMeterReader = defineRoute({
  endpoint: updateMeterReaderEndpoint,
  access: BILLING_ADMIN,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('billing_meter_readers')
        .select(['user_id', 'name', 'branch_code', 'is_active'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!before) throw notFound('The meter reader was not found.');
      const values = await saveReader(trx, body);
      await trx
        .updateTable('billing_meter_readers')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reader',
        entityId: params.id,
        action: 'updated',
        ...diff(before, values),
      });
    });
    return toReader(await readerQuery(db).where('m.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
