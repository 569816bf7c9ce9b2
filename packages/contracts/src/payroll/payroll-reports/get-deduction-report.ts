import { endpoint, idParam } from '../../http.ts';
import { deductionReportSchema } from './payroll-report.ts';

export const getDeductionReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Payrolls/{id}/DeductionReport',
  summary:
    "The payroll's deductions per deduction type for remittance: SSS (regular, EC and MPF parts), PhilHealth, Pag-IBIG (employee and employer shares) and withholding tax, employee by employee with totals.",
  params: idParam,
  response: deductionReportSchema,
});
