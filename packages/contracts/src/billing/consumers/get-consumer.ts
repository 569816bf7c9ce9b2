import { endpoint } from '../../http.ts';
import { accountNoParam } from '../common.ts';
import { consumerSchema } from './consumer.ts';

export const getConsumerEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/Consumer/{accountNo}',
  summary: 'One consumer by account number.',
  params: accountNoParam,
  response: consumerSchema,
});
