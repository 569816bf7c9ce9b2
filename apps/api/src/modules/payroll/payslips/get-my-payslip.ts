import { PAYSLIP_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { getMyPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-my-payslip';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { recordSensitiveAccess } from '../../privacy/public.ts';
import { loadPayslip } from './payslip-queries.ts';

export const getMyPayslip = defineRoute({
  endpoint: getMyPayslipEndpoint,
  // Anyone signed in reads their own payslip (the employee record linked to their account) of a
  // posted payroll; another's, or one not yet approved, is "not found".
  access: SIGNED_IN,
  async handler({ params, db, user, ip }) {
    const own = await ownEmployeeId(db, user.id);
    const slip =
      own === null ? null : await loadPayslip(db, { payrollId: params.id, employeeId: own, postedOnly: true });
    if (!slip || own === null) throw notFound(PAYSLIP_NOT_FOUND);
    await recordSensitiveAccess(db, {
      userId: user.id,
      ip,
      kind: 'Payslip',
      subjectEmployeeId: own,
      detail: `Own payslip, ${slip.payrollName}`,
    });
    return slip;
  },
});
