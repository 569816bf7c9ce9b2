import { billingSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-billing-summary';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_REPORTS } from '../access.ts';
import { billingSummary } from './report-queries.ts';

export const getBillingSummary = defineRoute({
  endpoint: billingSummaryEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    return billingSummary(db, query);
  },
});
