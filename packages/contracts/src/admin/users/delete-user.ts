import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';

export const USER_HAS_HISTORY =
  'This user has history in the portal and cannot be deleted. Deactivate the account instead.';

export const deleteUserEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  summary: 'Delete a user that has no history (never signed in, no audited actions); 409 otherwise.',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
