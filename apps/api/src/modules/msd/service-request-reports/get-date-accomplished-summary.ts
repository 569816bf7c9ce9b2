import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { dateAccomplishedSummary } from './report-queries.ts';

export const getDateAccomplishedSummary = defineRoute({
  endpoint: getDateAccomplishedSummaryEndpoint,
  access: anyRole(...REPORT_READERS),
  handler: ({ query, db }) => dateAccomplishedSummary(db, query),
});
