import { endpoint, idParam } from '../../http.ts';
import { routeSequenceSchema } from './route-sequence.ts';

export const getNearestNeighbourOrderEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/routes/{id}/nearest-neighbour-order',
  summary:
    "A proposed reading order (not saved): from the route's first located meter, always the nearest meter not yet visited; meters without coordinates keep their order at the end.",
  params: idParam,
  response: routeSequenceSchema,
});
