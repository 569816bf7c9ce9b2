import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { gasSlipSchema } from './gas-slip.ts';

export const listGasSlipsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/gas-slips',
  summary: 'Gas slips, newest first; by vehicle, trip ticket and date range.',
  query: pagingQuery.extend({
    vehicleId: id().optional(),
    tripTicketId: id().optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(gasSlipSchema),
});
