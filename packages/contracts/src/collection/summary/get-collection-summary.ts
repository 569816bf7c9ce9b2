import { endpoint } from '../../http.ts';
import { collectionSummaryQuery, collectionSummarySchema } from './collection-summary.ts';

export const getCollectionSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/collection-summary',
  summary: 'Collections of a day or range by day, branch, town, teller, channel and GL account (net of cancellations).',
  query: collectionSummaryQuery,
  response: collectionSummarySchema,
});
