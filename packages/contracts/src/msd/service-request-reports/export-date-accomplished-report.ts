import { endpoint } from '../../http.ts';
import { serviceRequestReportQuery } from './service-request-report.ts';

export const exportDateAccomplishedReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestReports/ExportByDateAccomplished',
  summary: 'The report by date accomplished as .xlsx.',
  query: serviceRequestReportQuery,
  download: true,
});
