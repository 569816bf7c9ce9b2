import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';

export const downloadMeterLocationTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-locations/template',
  summary:
    'The coordinates template (.xlsx): the consumers of a route in reading sequence (routeId), else the sheet with its headers only, and its instructions.',
  query: z.object({ routeId: id().optional() }),
  download: true,
});
