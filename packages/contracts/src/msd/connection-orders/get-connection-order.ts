import { endpoint, idParam } from '../../http.ts';
import { CONNECTION_ORDER_BASE, connectionOrderDetailSchema } from './connection-order.ts';

export const getConnectionOrderEndpoint = endpoint({
  method: 'GET',
  path: `${CONNECTION_ORDER_BASE}/{id}`,
  summary: 'One connection order with what the signed-in user may do.',
  params: idParam,
  response: connectionOrderDetailSchema,
});
