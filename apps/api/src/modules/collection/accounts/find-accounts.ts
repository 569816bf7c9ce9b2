import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { findBillingConsumers } from '../../billing/public.ts';
import { ACCOUNT_FINDERS } from '../access.ts';

export const findAccounts = defineRoute({
  endpoint: findAccountsEndpoint,
  access: ACCOUNT_FINDERS,
  async handler({ query, db }) {
    const found = await findBillingConsumers(db, query.search, 20);
    return found.map((c) => ({
      consumerId: c.id,
      accountNo: c.accountNo,
      name: c.name,
      meterSerial: c.meterSerial,
      town: c.town,
      consumerClass: c.consumerClass,
      accountStatus: c.accountStatus,
    }));
  },
});
