import { endpoint } from '../http.ts';
import { currentUserSchema } from './current-user.ts';

export const getCurrentUserEndpoint = endpoint({
  method: 'GET',
  path: '/api/auth/user',
  summary: 'The signed-in user with roles.',
  response: currentUserSchema,
});
