import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { READING_ENTRY } from '../access.ts';
import { assertOwnRoute } from '../meter-readers/own-routes.ts';
import { sheetQuery, toSheetRow } from './reading-queries.ts';

export const routeSheet = defineRoute({
  endpoint: routeSheetEndpoint,
  access: READING_ENTRY,
  async handler({ query, db, user }) {
    await assertOwnRoute(db, user, query.routeId);
    const month = await db
      .selectFrom('billing_bill_months')
      .select('period')
      .where('id', '=', query.billMonthId)
      .executeTakeFirst();
    if (!month) throw fieldError('billMonthId', 'The bill month was not found.');
    const rows = await sheetQuery(db, query.billMonthId, month.period)
      .where('c.route_id', '=', query.routeId)
      .where('c.account_status', '=', ACCOUNT_STATUS.Active.value)
      .orderBy('c.sequence')
      .orderBy('c.account_no')
      .execute();
    return rows.map(toSheetRow);
  },
});
