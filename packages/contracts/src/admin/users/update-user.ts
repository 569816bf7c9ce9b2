import { endpoint, idParam } from '../../http.ts';
import { adminUserSchema, userFieldsSchema } from './user.ts';

export const updateUserEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/users/{id}',
  summary: 'Edit a user, roles and active flag. Deactivating ends the user’s sessions.',
  params: idParam,
  body: userFieldsSchema,
  response: adminUserSchema,
});
