import { endpoint, idParam } from '../../http.ts';
import { adminUserSchema } from './user.ts';

export const getUserEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/users/{id}',
  summary: 'One user.',
  params: idParam,
  response: adminUserSchema,
});
