import { createMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/create-meter-reader';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_ADMIN } from '../access.ts';
import { readerQuery, toReader } from './meter-reader-queries.ts';
import { saveReader } from './save-meter-reader.ts';

export const createMeterReader = defineRoute({
  endpoint: createMeterReaderEndpoint,
  access: BILLING_ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const values = await saveReader(trx, body);
      const row = await trx
        .insertInto('billing_meter_readers')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reader',
        entityId: row.id,
        action: 'created',
        newValues: values,
      });
      return row.id;
    });
    reply.code(201);
    return toReader(await readerQuery(db).where('m.id', '=', id).executeTakeFirstOrThrow());
  },
});
