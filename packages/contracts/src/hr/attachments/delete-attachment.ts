import { endpoint, idParam } from '../../http.ts';
import { z } from 'zod';

export const deleteAttachmentEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/isd/hr/employee-attachments/{id}',
  summary: 'Remove an attachment (kept in the employee history).',
  params: idParam,
  response: z.object({ ok: z.literal(true) }),
});
