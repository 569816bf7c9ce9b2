import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';

export const removeItPersonEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/admin/it-personnel/{userId}',
  summary: 'Removes a user from the IT personnel (revokes ITPersonnel); refused while requests are assigned to them.',
  params: z.object({ userId: id() }),
  response: z.object({ ok: z.literal(true) }),
});
