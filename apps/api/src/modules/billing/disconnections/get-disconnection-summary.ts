import { getDisconnectionSummaryEndpoint } from '@ilaw/contracts/billing/disconnections/get-disconnection-summary';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { DISCONNECTION_VIEW } from '../access.ts';
import { disconnectionSummary } from './summary-queries.ts';

export const RANGE_MESSAGE = 'The end date cannot be before the start date.';

export const getDisconnectionSummary = defineRoute({
  endpoint: getDisconnectionSummaryEndpoint,
  access: DISCONNECTION_VIEW,
  handler({ query, db }) {
    if (query.to < query.from) throw fieldError('to', RANGE_MESSAGE);
    return disconnectionSummary(db, query);
  },
});
