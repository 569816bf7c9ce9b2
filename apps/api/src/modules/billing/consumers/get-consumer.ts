import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { consumerByAccount } from './consumer-queries.ts';

export const getConsumer = defineRoute({
  endpoint: getConsumerEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    return consumerByAccount(db, params.accountNo);
  },
});
