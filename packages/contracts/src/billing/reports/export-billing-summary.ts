import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { summaryQuery } from './report.ts';

export const billingSummaryExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/export',
  summary: 'The billing summary as .xlsx.',
  query: summaryQuery.extend({ filename: searchText(100).optional() }),
  download: true,
});
