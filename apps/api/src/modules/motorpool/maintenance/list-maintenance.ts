import { listMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/list-maintenance';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { MOTORPOOL } from '../access.ts';
import { maintenanceRows, toMaintenance } from './maintenance-queries.ts';

export const listMaintenance = defineRoute({
  endpoint: listMaintenanceEndpoint,
  access: MOTORPOOL,
  async handler({ query, db }) {
    let q = maintenanceRows(db);
    if (query.vehicleId !== undefined) q = q.where('m.vehicle_id', '=', query.vehicleId);
    if (query.kind !== undefined) q = q.where('m.kind', '=', query.kind);
    const today = manilaToday();
    return paginate(q.orderBy('m.service_date', 'desc').orderBy('m.id', 'desc'), query, (r) => toMaintenance(r, today));
  },
});
