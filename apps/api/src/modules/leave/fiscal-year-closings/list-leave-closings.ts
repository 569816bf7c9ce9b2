import { listLeaveClosingsEndpoint } from '@ilaw/contracts/leave/fiscal-year-closings/list-leave-closings';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const listLeaveClosings = defineRoute({
  endpoint: listLeaveClosingsEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ db }) {
    const rows = await db
      .selectFrom('fiscal_year_leave_closings as c')
      .innerJoin('fiscal_years as f', 'f.id', 'c.fiscal_year_id')
      .innerJoin('fiscal_years as n', 'n.id', 'c.next_fiscal_year_id')
      .select(['c.fiscal_year_id', 'f.name as fname', 'c.next_fiscal_year_id', 'n.name as nname', 'c.closed_at'])
      .orderBy('f.start_date', 'desc')
      .execute();
    return rows.map((r) => ({
      fiscalYearId: r.fiscal_year_id,
      fiscalYearName: r.fname,
      nextFiscalYearId: r.next_fiscal_year_id,
      nextFiscalYearName: r.nname,
      closedAt: r.closed_at.toISOString(),
    }));
  },
});
