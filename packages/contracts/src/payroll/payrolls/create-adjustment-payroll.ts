import { endpoint, idParam } from '../../http.ts';
import { payrollSchema } from './payroll.ts';

export const createAdjustmentPayrollEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payrolls/{id}/adjustments',
  summary:
    "Open an adjustment payroll for a posted payroll (409 otherwise): a draft of the same type, period and employees, naming it. Its corrections are one-time earnings and deductions (the template, or the employees' payments); generating it pays them with the cut-off's tax recomputed on the corrected taxable compensation. The posted payroll is never edited.",
  params: idParam,
  response: payrollSchema,
});
