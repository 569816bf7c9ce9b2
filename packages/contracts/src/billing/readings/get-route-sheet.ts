import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { routeSheetRowSchema } from './reading.ts';

export const routeSheetEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/route-sheet',
  summary: 'The consumers of a route in reading sequence with previous and entered readings (Entering Meter Reading).',
  query: z.object({ billMonthId: id(), routeId: id() }),
  response: z.array(routeSheetRowSchema),
});
