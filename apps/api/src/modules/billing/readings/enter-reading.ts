import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { READING_ENTRY } from '../access.ts';
import { sheetQuery, toSheetRow } from './reading-queries.ts';
import { recordReading } from './record-reading.ts';

export const enterReading = defineRoute({
  endpoint: enterReadingEndpoint,
  access: READING_ENTRY,
  async handler({ body, db, actor, user }) {
    const consumerId = await db.transaction().execute((trx) => recordReading(trx, actor, user, body));
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
