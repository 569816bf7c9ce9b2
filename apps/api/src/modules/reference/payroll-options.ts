import { payrollOptionsEndpoint } from '@ilaw/contracts/reference/payroll-options';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const payrollOptions = defineRoute({
  endpoint: payrollOptionsEndpoint,
  access: anyRole('Payroll', 'Employee'),
  async handler({ db }) {
    const rows = await db
      .selectFrom('payrolls')
      .select(['id', 'name', 'period_start', 'period_end', 'status'])
      .orderBy('period_end', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      status: r.status,
    }));
  },
});
