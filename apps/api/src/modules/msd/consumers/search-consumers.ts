import { searchServiceRequestConsumersEndpoint } from '@ilaw/contracts/msd/consumers/search-consumers';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { findBillingConsumers } from '../../billing/public.ts';
import { CONSUMER_SEARCHERS } from '../access.ts';
import { consumerView } from './consumer-view.ts';

export const searchServiceRequestConsumers = defineRoute({
  endpoint: searchServiceRequestConsumersEndpoint,
  access: anyRole(...CONSUMER_SEARCHERS),
  async handler({ query, db }) {
    const found = await findBillingConsumers(db, query.search, 20);
    return found.map(consumerView);
  },
});
