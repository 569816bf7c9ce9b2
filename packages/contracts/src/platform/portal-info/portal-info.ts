import { endpoint } from '../../http.ts';
import { portalInfoSchema } from '../portal-info.ts';

export const portalInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/portal',
  summary: 'Public facts the screens need before sign-in: product name and demo-mode marker.',
  response: portalInfoSchema,
});
