import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { binCard } from './bin-card-queries.ts';

export const getBinCard = defineRoute({
  endpoint: getBinCardEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    return binCard(db, query);
  },
});
