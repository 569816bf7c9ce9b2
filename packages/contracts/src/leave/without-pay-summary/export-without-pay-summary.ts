import { endpoint } from '../../http.ts';
import { withoutPaySummaryQuery } from './get-without-pay-summary.ts';

export const exportWithoutPaySummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/without-pay-summary/export',
  summary: 'The without pay summary of the period and search as .xlsx, with its total.',
  query: withoutPaySummaryQuery,
  download: true,
});
