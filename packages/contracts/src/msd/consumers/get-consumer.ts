import { endpoint, idParam } from '../../http.ts';
import { serviceRequestConsumerSchema } from './consumer.ts';

export const getServiceRequestConsumerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/consumers/{id}',
  summary:
    "One of billing's consumers as member services sees it: account, address, class, meter and status (no money).",
  params: idParam,
  response: serviceRequestConsumerSchema,
});
