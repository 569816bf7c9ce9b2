import { endpoint } from '../../http.ts';
import { CONNECTION_ORDER_BASE, connectionOrderDetailSchema, issueConnectionOrderBody } from './connection-order.ts';

export const issueConnectionOrderEndpoint = endpoint({
  method: 'POST',
  path: CONNECTION_ORDER_BASE,
  summary:
    'Issues the connection order of an application For Installing (fees paid): CO-<branch>-<year>-000001, with the account billing will open. One per application (409).',
  body: issueConnectionOrderBody,
  response: connectionOrderDetailSchema,
});
