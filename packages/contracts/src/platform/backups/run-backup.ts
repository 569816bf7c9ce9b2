import { z } from 'zod';
import { endpoint } from '../../http.ts';

export const runBackupEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/backups',
  summary: 'Back up now: queues a backup job and answers its id, to follow at /api/v2/jobs/{id} (Admin).',
  response: z.object({ jobId: z.string() }),
});
