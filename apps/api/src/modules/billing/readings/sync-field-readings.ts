// The field app's sync (decision 113): readings a phone kept while it had no signal. Each reading
// is claimed by its key in its own transaction, so a retried sync posts nothing twice and one bad
// reading does not hold back the rest; what is not recorded is answered with its reason.
import {
  FieldSyncOutcome,
  syncFieldReadingsEndpoint,
  type FieldSyncResult,
} from '@ilaw/contracts/billing/readings/sync-field-readings';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { READING_ENTRY } from '../access.ts';
import { recordReading } from './record-reading.ts';

const SCOPE = 'billing.field-reading';

export const syncFieldReadings = defineRoute({
  endpoint: syncFieldReadingsEndpoint,
  access: READING_ENTRY,
  async handler({ body, db, actor, user }) {
    const results: FieldSyncResult[] = [];
    for (const reading of body.readings) {
      const base = { key: reading.key, accountNo: reading.accountNo };
      try {
        const outcome = await db.transaction().execute(async (trx) => {
          const claim = await claimIdempotencyKey(trx, SCOPE, reading.key, actor.userId);
          if (!claim.claimed) return FieldSyncOutcome.AlreadyPosted;
          await recordReading(trx, actor, user, reading, {
            readAt: new Date(reading.readAt),
            latitude: reading.latitude,
            longitude: reading.longitude,
            basisReading: reading.basisReading,
          });
          await saveIdempotentResult(trx, SCOPE, reading.key, { accountNo: reading.accountNo });
          return FieldSyncOutcome.Posted;
        });
        results.push({ ...base, outcome, message: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // Nothing of a refused reading stays, not even its key: the reader may send it mended.
        const outcome = error.status === 409 ? FieldSyncOutcome.Conflict : FieldSyncOutcome.Refused;
        results.push({ ...base, outcome, message: error.message });
      }
    }
    return { results };
  },
});
