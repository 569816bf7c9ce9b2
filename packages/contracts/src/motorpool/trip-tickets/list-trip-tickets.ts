import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id, integer } from '../../primitives.ts';
import { tripTicketSchema } from './trip-ticket.ts';

export const listTripTicketsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/trip-tickets',
  summary: 'Trip tickets, latest schedule first; by status, vehicle, driver and the dates the trip overlaps.',
  query: pagingQuery.extend({
    status: integer(0, 4).optional(),
    vehicleId: id().optional(),
    driverId: id().optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(tripTicketSchema),
});
