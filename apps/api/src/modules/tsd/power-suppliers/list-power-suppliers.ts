import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_READERS } from '../access.ts';
import { toSupplier } from './supplier-queries.ts';

export const listPowerSuppliers = defineRoute({
  endpoint: listPowerSuppliersEndpoint,
  access: anyRole(...POWER_READERS),
  async handler({ db }) {
    return (await db.selectFrom('tsd_power_suppliers').selectAll().orderBy('name').execute()).map(toSupplier);
  },
});
