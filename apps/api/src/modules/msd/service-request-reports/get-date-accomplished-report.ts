import { getDateAccomplishedReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-report';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { dateAccomplishedReport } from './report-queries.ts';

export const getDateAccomplishedReport = defineRoute({
  endpoint: getDateAccomplishedReportEndpoint,
  access: anyRole(...REPORT_READERS),
  handler: ({ query, db }) => dateAccomplishedReport(db, query),
});
