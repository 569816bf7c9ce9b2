// The routes a meter reader reads, set from /admin/meter-readers (docs/decisions/042).
import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { id } from '../../primitives.ts';
import { billingRouteSchema } from '../routes/route.ts';

export const assignReaderRoutesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/meter-readers/{id}/routes',
  summary:
    'Set the routes a meter reader reads (routes of the reader’s branch); routes left out of the list lose this reader.',
  params: idParam,
  body: z.object({ routeIds: z.array(id()).max(500) }),
  response: z.array(billingRouteSchema),
});
