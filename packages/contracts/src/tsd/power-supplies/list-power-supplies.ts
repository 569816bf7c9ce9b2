import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { calendarDate, id } from '../../primitives.ts';
import { periodText, powerSupplySchema } from './power-supply.ts';

export const listPowerSuppliesEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/powerSupplies',
  summary:
    'Paged daily energy and peak demand bought, by date then supplier and metering point. Filters: month, one day (date), supplier.',
  query: pagingQuery.extend({
    month: periodText.optional(),
    date: calendarDate().optional(),
    supplierId: id().optional(),
  }),
  response: pagedOf(powerSupplySchema),
});
