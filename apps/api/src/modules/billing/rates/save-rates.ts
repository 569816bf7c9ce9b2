import { saveRatesEndpoint } from '@ilaw/contracts/billing/rates/save-rates';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_MASTER } from '../access.ts';
import { openMonthForChange } from '../bill-months/bill-month-queries.ts';
import { headerQuery, refuseIfBilled, toHeader, writeRates } from './rate-queries.ts';

export const saveRates = defineRoute({
  endpoint: saveRatesEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor }) {
    const id = await db.transaction().execute(async (trx) => {
      await openMonthForChange(trx, body.billMonthId);
      await refuseIfBilled(trx, body.billMonthId, body.consumerClass);
      return writeRates(trx, actor, body);
    });
    return toHeader(await headerQuery(db).where('h.id', '=', id).executeTakeFirstOrThrow());
  },
});
