import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { newPasswordSchema } from '../../auth/password-policy.ts';
import { adminUserSchema, userFieldsSchema } from './user.ts';

export const createUserRequest = userFieldsSchema.extend({
  /** Omitted: the server generates a temporary password and returns it once. */
  password: newPasswordSchema.optional(),
});

export const createUserEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/users',
  summary: 'Create a user. The user must change the password at first sign-in.',
  body: createUserRequest,
  response: z.object({ user: adminUserSchema, temporaryPassword: z.string().nullable() }),
});
