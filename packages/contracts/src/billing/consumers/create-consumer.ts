import { endpoint } from '../../http.ts';
import { consumerFieldsSchema, consumerSchema } from './consumer.ts';

export const createConsumerEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/consumers',
  summary: 'Add a consumer (consumer master).',
  body: consumerFieldsSchema,
  response: consumerSchema,
});
