import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';

export const resetUserPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/users/{id}/reset-password',
  summary: 'Give the user a new temporary password (shown once); their sessions end.',
  params: idParam,
  response: z.object({ temporaryPassword: z.string() }),
});
