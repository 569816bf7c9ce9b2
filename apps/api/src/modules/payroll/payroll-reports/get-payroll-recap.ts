import { getPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-payroll-recap';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { assertMayReadPayroll } from '../payrolls/payroll-access.ts';
import { payrollRecap } from './payroll-report-queries.ts';

export const getPayrollRecap = defineRoute({
  endpoint: getPayrollRecapEndpoint,
  // Payroll staff, and the payroll's signatories (checked below).
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    await assertMayReadPayroll(db, user, params.id);
    return payrollRecap(db, user, params.id);
  },
});
