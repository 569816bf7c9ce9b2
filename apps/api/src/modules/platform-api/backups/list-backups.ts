import { listBackupsEndpoint } from '@ilaw/contracts/platform/backups/list-backups';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BACKUP_STALE_MS } from '../../../platform/backup/schedule.ts';

export const listBackups = defineRoute({
  endpoint: listBackupsEndpoint,
  access: anyRole('Admin'),
  async handler({ db, services }) {
    const rows = await db
      .selectFrom('backups')
      .leftJoin('users', 'users.id', 'backups.requested_by')
      .select([
        'backups.id',
        'backups.trigger',
        'users.full_name as requestedBy',
        'backups.status',
        'backups.file_name',
        'backups.size_bytes',
        'backups.message',
        'backups.started_at',
        'backups.finished_at',
      ])
      .orderBy('backups.started_at', 'desc')
      .orderBy('backups.id', 'desc')
      .limit(20)
      .execute();
    const lastGood = rows.find((r) => r.status === 'succeeded');
    const lastDone = rows.find((r) => r.status !== 'running');
    let warning: string | null = null;
    if (lastDone?.status === 'failed')
      warning = `The last backup failed: ${lastDone.message ?? 'no reason was recorded'}.`;
    else if (!lastGood) warning = 'No backup has been made yet.';
    else if (Date.now() - lastGood.started_at.getTime() > BACKUP_STALE_MS) {
      warning = 'The last backup is more than a day old.';
    }
    return {
      backups: rows.map((r) => ({
        id: r.id,
        trigger: r.trigger,
        requestedBy: r.requestedBy,
        status: r.status,
        fileName: r.file_name,
        sizeBytes: r.size_bytes,
        message: r.message,
        startedAt: r.started_at.toISOString(),
        finishedAt: r.finished_at?.toISOString() ?? null,
      })),
      warning,
      dailyAt: services.config.backup.dailyAt,
      keep: services.config.backup.keep,
    };
  },
});
