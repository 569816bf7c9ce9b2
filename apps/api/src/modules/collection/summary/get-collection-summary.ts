import { getCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/get-collection-summary';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SUMMARY_READERS } from '../access.ts';
import { collectionSummary } from './summary-queries.ts';

export const getCollectionSummary = defineRoute({
  endpoint: getCollectionSummaryEndpoint,
  access: SUMMARY_READERS,
  async handler({ query, db }) {
    return collectionSummary(db, query);
  },
});
