import { getStatutoryDeductionsEndpoint } from '@ilaw/contracts/payroll/statutory-deductions/get-statutory-deductions';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { statutoryDeductions } from '../compute/calculator.ts';
import { missingTableToFieldError, tablesInForceOn } from '../statutory-tables/statutory-table-queries.ts';

export const getStatutoryDeductions = defineRoute({
  endpoint: getStatutoryDeductionsEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ query, db }) {
    const tables = await tablesInForceOn(db, query.date);
    try {
      return statutoryDeductions(tables, query.monthlyBasic, query.date);
    } catch (err) {
      return missingTableToFieldError('date')(err);
    }
  },
});
