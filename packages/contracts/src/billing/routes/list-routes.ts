import { z } from 'zod';
import { endpoint, queryBoolean } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { billingRouteSchema } from './route.ts';

export const listRoutesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/routes',
  summary:
    'Reading routes with their meter readers and consumer counts. mine=true: only the routes of the meter ' +
    'reader linked to the signed-in user; a user whose only billing role is MeterReader always gets only those.',
  query: z.object({ branchCode: branchCode().optional(), mine: queryBoolean.optional() }),
  response: z.array(billingRouteSchema),
});
