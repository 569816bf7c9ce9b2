import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { interruptionRouteSchema } from './interruption.ts';

export const listInterruptionRoutesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/interruptions/routes',
  summary:
    "A branch's active billing routes with the active consumers on each now: what an interruption's consumers affected are counted from.",
  query: z.object({ branchCode: branchCode() }),
  response: z.array(interruptionRouteSchema),
});
