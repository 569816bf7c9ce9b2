import { endpoint } from '../../http.ts';
import { myWorkSchema } from './my-work.ts';

export const myWorkEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/my-work',
  summary: 'What waits for the signed-in user: approvals at their step and the counters modules register.',
  response: myWorkSchema,
});
