import { listBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/list-balances';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { balances } from './balance-queries.ts';

export const listBalances = defineRoute({
  endpoint: listBalancesEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    return balances(db, query, query);
  },
});
