import { endpoint, idParam } from '../../http.ts';
import { z } from 'zod';

export const deleteEmploymentHistoryEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/isd/hr/EmploymentHistories/{id}',
  summary: 'Remove an entry (kept in the audit trail).',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
