import { listEmployeePayslipsEndpoint } from '@ilaw/contracts/payroll/payslips/list-employee-payslips';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { publishedPayslips } from './list-my-payslips.ts';

export const listEmployeePayslips = defineRoute({
  endpoint: listEmployeePayslipsEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  handler: ({ params, query, db }) => publishedPayslips(db, params.employeeId, query),
});
