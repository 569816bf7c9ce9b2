import { getDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-deduction-report';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { deductionReport } from './payroll-report-queries.ts';

export const getDeductionReport = defineRoute({
  endpoint: getDeductionReportEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, user }) {
    return deductionReport(db, user, params.id);
  },
});
