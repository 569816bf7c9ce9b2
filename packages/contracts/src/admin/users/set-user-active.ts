import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { adminUserSchema } from './user.ts';

export const setUserActiveEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/users/{id}/active',
  summary: 'Activate or deactivate a user. Deactivating ends the user’s sessions.',
  params: idParam,
  body: z.object({ isActive: z.boolean() }),
  response: adminUserSchema,
});
