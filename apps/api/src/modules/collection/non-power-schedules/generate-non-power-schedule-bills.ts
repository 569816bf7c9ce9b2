import { generateRecurringBillsEndpoint } from '@ilaw/contracts/collection/non-power-schedules/generate-non-power-schedule-bills';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { NON_POWER_WRITERS } from '../access.ts';
import { generateRecurringBills } from './generate-recurring-bills.ts';

export const generateRecurring = defineRoute({
  endpoint: generateRecurringBillsEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, user, actor }) {
    const generated = await db
      .transaction()
      .execute((trx) => generateRecurringBills(trx, { ...actor, userId: user.id }, body.period));
    return { period: body.period, generated };
  },
});
