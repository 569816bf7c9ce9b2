import { endpoint } from '../../http.ts';
import { dateAccomplishedSummarySchema, serviceRequestReportQuery } from './service-request-report.ts';

export const getDateAccomplishedSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestReports/DateAccomplishedReportSummary',
  summary:
    'NEA "Summary of Complaints Received and Acted Upon" per area for the date range, and each crew\'s average hours received-to-dispatched, dispatched-to-arrival and arrival-to-done.',
  query: serviceRequestReportQuery,
  response: dateAccomplishedSummarySchema,
});
