import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';

export const deleteBillMonthEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/billing/bill-months/{id}',
  summary:
    'Delete an open bill month made by mistake: only one with no readings, reading uploads or bills (409 otherwise).',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
