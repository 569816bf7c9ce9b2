import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';

export const extractReadingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/extract',
  summary: 'The reading file (CSV) of a route for a bill month, for the readers’ handheld devices.',
  query: z.object({ billMonthId: id(), routeId: id() }),
  download: true,
});
