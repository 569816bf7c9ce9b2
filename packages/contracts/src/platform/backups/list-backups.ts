import { endpoint } from '../../http.ts';
import { backupStatusSchema } from './backup.ts';

export const listBackupsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/backups',
  summary:
    'The last backups with their time, size and result, and a warning when the last good one is too old (Admin).',
  response: backupStatusSchema,
});
