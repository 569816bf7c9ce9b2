import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { id, integer, searchText } from '../../primitives.ts';
import { TRAVEL_ORDER_SORT_COLUMNS, travelOrderSchema } from './travel-order.ts';

export const travelOrdersQuery = pagingQuery.extend({
  ...sortQuery(TRAVEL_ORDER_SORT_COLUMNS).shape,
  status: integer(0, 5).optional(),
  year: integer(1900, 2100).optional(),
  employeeId: id().optional(),
  /** The travel overlaps this range. */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** TO number, destination, purpose or a traveller's name. */
  search: searchText(100).optional(),
});

export const listTravelOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/ogm/travel-orders',
  summary:
    'Travel orders, newest travel first; filter by status, year, traveller, dates the travel overlaps, or search.',
  query: travelOrdersQuery,
  response: pagedOf(travelOrderSchema),
});
