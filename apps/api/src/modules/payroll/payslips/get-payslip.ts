import { PAYSLIP_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { getPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-payslip';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { recordSensitiveAccess } from '../../privacy/public.ts';
import { loadPayslip } from './payslip-queries.ts';

export const getPayslip = defineRoute({
  endpoint: getPayslipEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, user, ip }) {
    const slip = await loadPayslip(db, { payrollId: params.id, employeeId: params.employeeId, postedOnly: false });
    if (!slip) throw notFound(PAYSLIP_NOT_FOUND);
    await recordSensitiveAccess(db, {
      userId: user.id,
      ip,
      kind: 'Payslip',
      subjectEmployeeId: params.employeeId,
      detail: `Payslip, ${slip.payrollName}`,
    });
    return slip;
  },
});
