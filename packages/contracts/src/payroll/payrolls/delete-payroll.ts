import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';

export const deletePayrollEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/isd/hr/Payrolls/{id}',
  summary: 'Delete a draft payroll and its lines. Other statuses answer 409.',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
