import { getServiceRequestConsumerEndpoint } from '@ilaw/contracts/msd/consumers/get-consumer';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { CONSUMER_READERS } from '../access.ts';
import { consumerView } from './consumer-view.ts';

export const getServiceRequestConsumer = defineRoute({
  endpoint: getServiceRequestConsumerEndpoint,
  access: anyRole(...CONSUMER_READERS),
  async handler({ params, db }) {
    const c = await billingConsumerById(db, params.id);
    if (!c) throw notFound('The consumer was not found.');
    return consumerView(c);
  },
});
