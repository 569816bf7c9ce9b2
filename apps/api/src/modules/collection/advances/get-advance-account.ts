import { getAdvanceAccountEndpoint } from '@ilaw/contracts/collection/advances/get-advance-account';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { ADVANCE_READERS } from '../access.ts';
import { loadAdvanceAccount } from './advance-queries.ts';

export const getAdvanceAccount = defineRoute({
  endpoint: getAdvanceAccountEndpoint,
  access: ADVANCE_READERS,
  async handler({ params, db }) {
    const account = await loadAdvanceAccount(db, params.consumerId);
    if (!account) throw notFound('The consumer was not found.');
    return account;
  },
});
