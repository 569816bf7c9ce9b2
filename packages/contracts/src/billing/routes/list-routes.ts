import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { billingRouteSchema } from './route.ts';

export const listRoutesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/routes',
  summary: 'Reading routes with their meter readers and consumer counts.',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(billingRouteSchema),
});
