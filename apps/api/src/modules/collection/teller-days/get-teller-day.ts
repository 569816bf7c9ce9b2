import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { COLLECTION_READERS } from '../access.ts';
import { loadDcr } from './dcr-queries.ts';

export const getTellerDay = defineRoute({
  endpoint: getTellerDayEndpoint,
  access: COLLECTION_READERS,
  async handler({ params, db, user }) {
    return loadDcr(db, params.id, user);
  },
});
