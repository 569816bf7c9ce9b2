import { listGasSlipsEndpoint } from '@ilaw/contracts/motorpool/gas-slips/list-gas-slips';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MOTORPOOL } from '../access.ts';
import { slipRows, toSlip } from './gas-slip-queries.ts';

export const listGasSlips = defineRoute({
  endpoint: listGasSlipsEndpoint,
  access: MOTORPOOL,
  async handler({ query, db }) {
    let q = slipRows(db);
    if (query.vehicleId !== undefined) q = q.where('g.vehicle_id', '=', query.vehicleId);
    if (query.tripTicketId !== undefined) q = q.where('g.trip_ticket_id', '=', query.tripTicketId);
    if (query.dateFrom !== undefined) q = q.where('g.slip_date', '>=', query.dateFrom);
    if (query.dateTo !== undefined) q = q.where('g.slip_date', '<=', query.dateTo);
    return paginate(q.orderBy('g.slip_date', 'desc').orderBy('g.id', 'desc'), query, toSlip);
  },
});
