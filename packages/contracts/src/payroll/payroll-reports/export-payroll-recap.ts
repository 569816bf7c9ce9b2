import { endpoint, idParam } from '../../http.ts';

export const exportPayrollRecapEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payrolls/{id}/report/export',
  summary: "The payroll's recap per department as an .xlsx workbook.",
  params: idParam,
  download: true,
});
