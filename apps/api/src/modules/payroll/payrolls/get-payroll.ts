import { getPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/get-payroll';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadPayroll } from './payroll-queries.ts';

export const getPayroll = defineRoute({
  endpoint: getPayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db }) {
    const payroll = await loadPayroll(db, params.id);
    if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
    return payroll;
  },
});
