import { endpoint } from '../../http.ts';
import { serviceRequestReportQuery } from './service-request-report.ts';

export const exportDateAccomplishedSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestReports/ExportDateAccomplishedReportSummary',
  summary: 'The NEA summary of complaints received and acted upon, per area, as .xlsx.',
  query: serviceRequestReportQuery,
  download: true,
});
