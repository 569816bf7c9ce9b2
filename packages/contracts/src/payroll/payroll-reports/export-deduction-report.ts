import { endpoint, idParam } from '../../http.ts';

export const exportDeductionReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payrolls/{id}/deduction-report/export',
  summary: "The payroll's deduction report as an .xlsx workbook, one sheet per deduction type.",
  params: idParam,
  download: true,
});
