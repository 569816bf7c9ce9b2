import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { summaryQuery } from './report.ts';

export const kwhSummaryExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/Kwh/export',
  summary: 'The kWh summary as .xlsx.',
  query: summaryQuery.extend({ filename: searchText(100).optional() }),
  download: true,
});
