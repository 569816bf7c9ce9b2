import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';

export const listUnits = defineRoute({
  endpoint: listUnitsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ db }) {
    return db.selectFrom('wh_units').select(['id', 'code', 'name']).orderBy('code').execute();
  },
});
