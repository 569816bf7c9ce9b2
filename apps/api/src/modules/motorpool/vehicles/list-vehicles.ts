import { listVehiclesEndpoint } from '@ilaw/contracts/motorpool/vehicles/list-vehicles';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MOTORPOOL } from '../access.ts';
import { toVehicles, vehicleRows } from './vehicle-queries.ts';

export const listVehicles = defineRoute({
  endpoint: listVehiclesEndpoint,
  access: MOTORPOOL,
  async handler({ query, db }) {
    let q = vehicleRows(db);
    if (query.status) q = q.where('v.status', '=', query.status);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`(v.vehicle_no ILIKE ${like} OR v.plate_no ILIKE ${like} OR v.name ILIKE ${like})`);
    }
    return toVehicles(db, await q.orderBy('v.vehicle_no').execute());
  },
});
