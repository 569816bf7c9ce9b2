import { kwhSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-kwh-summary';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_REPORTS } from '../access.ts';
import { kwhSummary } from './report-queries.ts';

export const getKwhSummary = defineRoute({
  endpoint: kwhSummaryEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    return kwhSummary(db, query);
  },
});
