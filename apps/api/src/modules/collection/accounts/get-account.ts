import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { ACCOUNT_READERS } from '../access.ts';
import { loadAccount } from './account-queries.ts';

export const getAccount = defineRoute({
  endpoint: getAccountEndpoint,
  access: ACCOUNT_READERS,
  async handler({ params, db }) {
    return loadAccount(db, params.consumerId, manilaToday());
  },
});
