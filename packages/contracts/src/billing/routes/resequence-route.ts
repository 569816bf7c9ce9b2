import { endpoint, idParam } from '../../http.ts';
import { routeSequenceBody, routeSequenceSchema } from './route-sequence.ts';

export const resequenceRouteEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/routes/{id}/sequence',
  summary:
    "Saves a route's reading order (every consumer of the route, once) as sequence 1, 2, ... with one audit entry; the same order again answers 409, as does a list that is not the route's consumers.",
  params: idParam,
  body: routeSequenceBody,
  response: routeSequenceSchema,
});
