import {
  getServiceRequestConsumerEndpoint,
  searchServiceRequestConsumersEndpoint,
} from '@ilaw/contracts/msd/service-requests/search-consumers';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { billingConsumerById, findBillingConsumers } from '../../billing/public.ts';
import { CONSUMER_READERS, CONSUMER_SEARCHERS } from '../access.ts';

export const searchServiceRequestConsumers = defineRoute({
  endpoint: searchServiceRequestConsumersEndpoint,
  access: anyRole(...CONSUMER_SEARCHERS),
  async handler({ query, db }) {
    const found = await findBillingConsumers(db, query.search, 20);
    return found.map((c) => ({
      id: c.id,
      accountNo: c.accountNo,
      name: c.name,
      address: c.address,
      town: c.town,
      branchCode: c.branchCode,
      consumerClass: c.consumerClass,
      accountStatus: c.accountStatus,
      meterSerial: c.meterSerial,
    }));
  },
});

export const getServiceRequestConsumer = defineRoute({
  endpoint: getServiceRequestConsumerEndpoint,
  access: anyRole(...CONSUMER_READERS),
  async handler({ params, db }) {
    const c = await billingConsumerById(db, params.id);
    if (!c) throw notFound('The consumer was not found.');
    return {
      id: c.id,
      accountNo: c.accountNo,
      name: c.name,
      address: c.address,
      town: c.town,
      branchCode: c.branchCode,
      consumerClass: c.consumerClass,
      accountStatus: c.accountStatus,
      meterSerial: c.meterSerial,
    };
  },
});
