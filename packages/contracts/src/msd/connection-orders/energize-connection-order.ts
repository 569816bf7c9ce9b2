import { endpoint, idParam } from '../../http.ts';
import { CONNECTION_ORDER_BASE, connectionOrderDetailSchema, energizeConnectionOrderBody } from './connection-order.ts';

export const energizeConnectionOrderEndpoint = endpoint({
  method: 'POST',
  path: `${CONNECTION_ORDER_BASE}/{id}/energize`,
  summary:
    "The crew's record of the energized service (meter, seal, initial reading): opens the consumer's account in billing and accomplishes the application. Once (409).",
  params: idParam,
  body: energizeConnectionOrderBody,
  response: connectionOrderDetailSchema,
});
