import { endpoint } from '../../http.ts';
import { billingRouteFields, billingRouteSchema } from './route.ts';

export const createRouteEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/routes',
  summary: 'Add a reading route.',
  body: billingRouteFields,
  response: billingRouteSchema,
});
