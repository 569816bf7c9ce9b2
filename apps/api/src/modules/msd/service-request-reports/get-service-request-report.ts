import { getServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-service-request-report';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { serviceRequestReport } from './report-queries.ts';

export const getServiceRequestReport = defineRoute({
  endpoint: getServiceRequestReportEndpoint,
  access: anyRole(...REPORT_READERS),
  handler: ({ query, db }) => serviceRequestReport(db, query),
});
