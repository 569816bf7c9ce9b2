import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { payrollTypeQuery, toPayrollType } from './payroll-type-queries.ts';

export const listPayrollTypes = defineRoute({
  endpoint: listPayrollTypesEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ db }) {
    const rows = await payrollTypeQuery(db)
      .orderBy(sql`lower(t.name)`)
      .orderBy('t.id')
      .execute();
    return rows.map(toPayrollType);
  },
});
