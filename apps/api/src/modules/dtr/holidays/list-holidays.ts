import { listHolidaysEndpoint } from '@ilaw/contracts/dtr/holidays/list-holidays';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toHoliday } from './holiday-queries.ts';

export const listHolidays = defineRoute({
  endpoint: listHolidaysEndpoint,
  access: SIGNED_IN,
  async handler({ query, db }) {
    const rows = await db
      .selectFrom('holidays')
      .selectAll()
      .where('holiday_date', '>=', `${query.year}-01-01`)
      .where('holiday_date', '<=', `${query.year}-12-31`)
      .orderBy('holiday_date')
      .execute();
    return rows.map(toHoliday);
  },
});
