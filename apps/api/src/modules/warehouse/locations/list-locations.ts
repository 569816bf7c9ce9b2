import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const listLocations = defineRoute({
  endpoint: listLocationsEndpoint,
  // Any staff member picks materials and warehouses for a requisition (decision 091).
  access: SIGNED_IN,
  async handler({ db }) {
    return db
      .selectFrom('wh_locations')
      .select(['id', 'code', 'name', 'branch_code as branchCode', 'is_active as isActive'])
      .orderBy('branch_code')
      .orderBy('code')
      .execute();
  },
});
