import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { dateAccomplishedRowSchema, serviceRequestReportQuery } from './service-request-report.ts';

export const getDateAccomplishedReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/msd/ServiceRequestReports/DateAccomplishedReport',
  summary: 'Requests accomplished in the date range with their received, dispatched, arrived and done times and hours.',
  query: serviceRequestReportQuery,
  response: z.array(dateAccomplishedRowSchema),
});
