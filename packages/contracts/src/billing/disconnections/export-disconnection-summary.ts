import { endpoint } from '../../http.ts';
import { summaryQuery } from './disconnection.ts';

export const exportDisconnectionSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/disconnection-summary/export',
  summary: 'The disconnection summary as an .xlsx workbook (by day, crew, branch, status, and the orders).',
  query: summaryQuery,
  download: true,
});
