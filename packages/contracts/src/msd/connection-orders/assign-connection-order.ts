import { endpoint, idParam } from '../../http.ts';
import { CONNECTION_ORDER_BASE, assignConnectionOrderBody, connectionOrderDetailSchema } from './connection-order.ts';

export const assignConnectionOrderEndpoint = endpoint({
  method: 'POST',
  path: `${CONNECTION_ORDER_BASE}/{id}/assign`,
  summary: 'Assigns (or reassigns before energizing) a connection order to a crew with its date, meter and seal.',
  params: idParam,
  body: assignConnectionOrderBody,
  response: connectionOrderDetailSchema,
});
