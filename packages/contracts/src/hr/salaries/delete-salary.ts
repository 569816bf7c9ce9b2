import { endpoint, idParam } from '../../http.ts';
import { z } from 'zod';

export const deleteSalaryEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/isd/hr/Salaries/{id}',
  summary: 'Remove a salary entry entered in error (kept in the audit trail).',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
