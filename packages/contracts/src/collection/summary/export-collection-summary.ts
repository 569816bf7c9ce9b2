import { endpoint } from '../../http.ts';
import { collectionSummaryQuery } from './collection-summary.ts';

export const exportCollectionSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/collection-summary/export',
  summary: 'The collection summary as an .xlsx workbook.',
  query: collectionSummaryQuery,
  download: true,
});
