import { endpoint } from '../../http.ts';
import { serviceRequestReportQuery } from './service-request-report.ts';

export const exportServiceRequestReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestReports/Export',
  summary: 'The report by date filed as .xlsx (sheets: by type, by branch, by team).',
  query: serviceRequestReportQuery,
  download: true,
});
