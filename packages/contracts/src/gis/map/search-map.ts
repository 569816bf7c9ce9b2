import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { mapPointSchema } from './map.ts';

export const searchMapEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/map/search',
  summary:
    'Records with coordinates whose account no. or name, serial or pole no., pole no. or request no. start with the text (at most 10 per layer the caller may read).',
  query: z.object({ q: searchText(100) }),
  response: z.array(mapPointSchema),
});
