import { sql } from 'kysely';
import { runBackupEndpoint } from '@ilaw/contracts/platform/backups/run-backup';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { BACKUP_JOB, BACKUP_RUN_LOCK } from './backup-job.ts';

export const runBackup = defineRoute({
  endpoint: runBackupEndpoint,
  access: anyRole('Admin'),
  async handler({ db, services, user }) {
    // One backup at a time: a second click while one waits or runs is told so (the daily one
    // queued for tomorrow does not count).
    const jobId = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${BACKUP_RUN_LOCK})`.execute(trx);
      const pending = await trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', BACKUP_JOB)
        .where('status', 'in', ['queued', 'running'])
        .where('run_after', '<=', new Date())
        .executeTakeFirst();
      if (pending) throw conflict('A backup is already running; wait for it to finish.');
      return services.jobs.enqueue(BACKUP_JOB, { trigger: 'user' }, { createdBy: user.id, maxAttempts: 1 }, trx);
    });
    return { jobId };
  },
});
