import { listMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/list-monthly-credits';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toMonthly } from './monthly-credit-queries.ts';

const LEAVE = anyRole('LeaveLedger');

export const listMonthlyCredits = defineRoute({
  endpoint: listMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ query, db }) {
    let q = db
      .selectFrom('monthly_earned_leaves')
      .selectAll()
      .where('cancelled_at', 'is', null)
      .orderBy('year', 'desc')
      .orderBy('month', 'desc');
    if (query.fiscalYearId) q = q.where('fiscal_year_id', '=', query.fiscalYearId);
    return (await q.execute()).map(toMonthly);
  },
});
