import { endpoint, idParam } from '../../http.ts';
import { billingRouteFields, billingRouteSchema } from './route.ts';

export const updateRouteEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/routes/{id}',
  summary: 'Change a reading route.',
  params: idParam,
  body: billingRouteFields,
  response: billingRouteSchema,
});
