import { listGlAccountsEndpoint } from '@ilaw/contracts/collection/gl-accounts/list-gl-accounts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CONFIG_READERS } from '../access.ts';

export const listGlAccounts = defineRoute({
  endpoint: listGlAccountsEndpoint,
  access: CONFIG_READERS,
  async handler({ db }) {
    const rows = await db
      .selectFrom('collection_gl_accounts')
      .select(['purpose', 'code', 'description'])
      .orderBy('code')
      .execute();
    return rows;
  },
});
