// Employees with their balance per leave type for a fiscal year: one paged query for the
// employees, one grouped sum for the page's balances.
import { listLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances/list-leave-balances';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { resolveFiscalYear } from '../ledger.ts';
import { leaveBalanceEmployees, withLeaveBalances } from './leave-balance-queries.ts';

export const listLeaveBalances = defineRoute({
  endpoint: listLeaveBalancesEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const fiscalYearId = await resolveFiscalYear(db, query.fiscalYearId);
    const q = leaveBalanceEmployees(db, fiscalYearId, query);
    const page = await paginate(q, query, (r) => r);
    const closed = await db
      .selectFrom('fiscal_year_leave_closings')
      .select('fiscal_year_id')
      .where('fiscal_year_id', '=', fiscalYearId)
      .executeTakeFirst();
    return {
      fiscalYearId,
      closed: closed !== undefined,
      total: page.total,
      data: await withLeaveBalances(db, fiscalYearId, page.data),
    };
  },
});
