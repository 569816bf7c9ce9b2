import { endpoint } from '../../http.ts';
import { serviceRequestReportQuery, serviceRequestReportSchema } from './service-request-report.ts';

export const getServiceRequestReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestReports/Report',
  summary:
    'Requests filed in the date range, counted by type, branch, team and day, with status, overdue and within target.',
  query: serviceRequestReportQuery,
  response: serviceRequestReportSchema,
});
