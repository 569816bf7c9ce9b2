import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { periodText, powerSupplySchema } from './power-supply.ts';

export const listPowerSuppliesEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/powerSupplies',
  summary:
    'Paged daily energy and peak demand bought, by date then supplier and metering point. Filters: month, supplier.',
  query: pagingQuery.extend({ month: periodText.optional(), supplierId: id().optional() }),
  response: pagedOf(powerSupplySchema),
});
