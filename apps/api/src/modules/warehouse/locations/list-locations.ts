import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';

export const listLocations = defineRoute({
  endpoint: listLocationsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ db }) {
    return db
      .selectFrom('wh_locations')
      .select(['id', 'code', 'name', 'branch_code as branchCode', 'is_active as isActive'])
      .orderBy('branch_code')
      .orderBy('code')
      .execute();
  },
});
