// The field app's sync (decisions 113, 114): readings a phone kept while it had no signal, each
// with the meter's photos it carries. Each reading is claimed by its key in its own transaction
// (platform/field-sync), so a retried sync posts nothing twice and one bad reading does not hold
// back the rest; what is not recorded is answered with its reason.
import { syncFieldReadingsEndpoint } from '@ilaw/contracts/billing/readings/sync-field-readings';
import { syncFieldRecords } from '../../../platform/field-sync/field-sync.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { READING_ENTRY } from '../access.ts';
import { recordReading } from './record-reading.ts';

const SCOPE = 'billing.field-reading';

export const syncFieldReadings = defineRoute({
  endpoint: syncFieldReadingsEndpoint,
  access: READING_ENTRY,
  async handler({ body, db, actor, user }) {
    const results = await syncFieldRecords(db, {
      scope: SCOPE,
      userId: user.id,
      records: body.readings,
      describe: (reading) => reading.accountNo,
      async post(trx, reading, photoFileIds) {
        const consumerId = await recordReading(trx, actor, user, reading, {
          readAt: new Date(reading.readAt),
          latitude: reading.latitude,
          longitude: reading.longitude,
          basisReading: reading.basisReading,
        });
        for (const fileId of photoFileIds) {
          await trx
            .insertInto('billing_field_photos')
            .values({
              bill_month_id: reading.billMonthId,
              consumer_id: consumerId,
              file_id: fileId,
              created_by: user.id,
            })
            .execute();
        }
        return { reference: reading.accountNo };
      },
    });
    const accounts = new Map(body.readings.map((r) => [r.key, r.accountNo]));
    return { results: results.map((r) => ({ ...r, accountNo: accounts.get(r.key)! })) };
  },
});
