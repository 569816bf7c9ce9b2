import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_READERS } from '../access.ts';
import { monthDays, supplyQuery, toSupply } from './supply-queries.ts';

export const listPowerSupplies = defineRoute({
  endpoint: listPowerSuppliesEndpoint,
  access: anyRole(...POWER_READERS),
  handler({ query, db }) {
    let q = supplyQuery(db);
    if (query.month !== undefined) {
      const [from, to] = monthDays(query.month);
      q = q.where('p.supply_date', '>=', from).where('p.supply_date', '<', to);
    }
    if (query.date !== undefined) q = q.where('p.supply_date', '=', query.date);
    if (query.supplierId !== undefined) q = q.where('p.supplier_id', '=', query.supplierId);
    return paginate(q.orderBy('p.supply_date').orderBy('s.name').orderBy('p.metering_point'), query, toSupply);
  },
});
