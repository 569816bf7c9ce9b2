import { endpoint, idParam } from '../../http.ts';
import { consumerFieldsSchema, consumerSchema } from './consumer.ts';

export const updateConsumerEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/consumers/{id}',
  summary: 'Change a consumer’s master data (audited).',
  params: idParam,
  body: consumerFieldsSchema,
  response: consumerSchema,
});
