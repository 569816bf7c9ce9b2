import { z } from 'zod';
import { endpoint } from '../http.ts';

export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Sign out; ends the session on the server.',
  response: z.object({ ok: z.literal(true) }),
});
