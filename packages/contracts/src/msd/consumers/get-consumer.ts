import { endpoint, idParam } from '../../http.ts';
import { serviceRequestConsumerDetailSchema } from './consumer.ts';

export const getServiceRequestConsumerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/consumers/{id}',
  summary:
    "One of billing's consumers as member services sees it: account, address, class, meter and status, its connection orders and its disconnection and reconnection orders (no money).",
  params: idParam,
  response: serviceRequestConsumerDetailSchema,
});
