import { endpoint } from '../../http.ts';
import { disconnectionSummarySchema, summaryQuery } from './disconnection.ts';

export const getDisconnectionSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/disconnection-summary',
  summary:
    'Disconnection and reconnection orders made in a date range (Manila) by day, crew, branch and status, with the notices printed and served.',
  query: summaryQuery,
  response: disconnectionSummarySchema,
});
