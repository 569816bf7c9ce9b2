import { getPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/get-payroll';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { assertMayReadPayroll } from './payroll-access.ts';
import { loadPayroll } from './payroll-queries.ts';

export const getPayroll = defineRoute({
  endpoint: getPayrollEndpoint,
  // Payroll staff, and the payroll's signatories (checked below).
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    await assertMayReadPayroll(db, user, params.id);
    const payroll = await loadPayroll(db, user, params.id);
    if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
    return payroll;
  },
});
