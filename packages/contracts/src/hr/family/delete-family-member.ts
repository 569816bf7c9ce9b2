import { endpoint, idParam } from '../../http.ts';
import { z } from 'zod';

export const deleteFamilyMemberEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/isd/hr/family-members/{id}',
  summary: 'Remove a family member (kept in the employee history).',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
