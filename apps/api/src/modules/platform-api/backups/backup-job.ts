// The backup job: made by the daily schedule, an administrator's Back up now, or `npm run backup`
// signalling a running embedded portal. The daily one queues the next day's before it ends.
import { sql } from 'kysely';
import { createBackup, type BackupTrigger } from '../../../platform/backup/backup.ts';
import { nextDailyRun } from '../../../platform/backup/schedule.ts';
import type { AppServices } from '../../../platform/http/context.ts';

export const BACKUP_JOB = 'platform.backup';
/** Serialises "is the next daily backup queued?" across API processes. */
const SCHEDULE_LOCK = 7_104_060;
/** Serialises Back up now against itself. */
export const BACKUP_RUN_LOCK = 7_104_061;

export function registerBackupJob(services: AppServices): void {
  services.jobs.register<{ trigger: BackupTrigger }>(BACKUP_JOB, async ({ payload, createdBy, progress }) => {
    try {
      await progress.message('Copying the database and the data folder');
      const outcome = await createBackup(services.database, services.config, {
        trigger: payload.trigger,
        requestedBy: createdBy,
      });
      await progress.message(`Wrote ${outcome.file}`);
      return { backupId: outcome.id, fileName: outcome.file, sizeBytes: outcome.sizeBytes };
    } finally {
      if (payload.trigger === 'daily') await scheduleDailyBackup(services);
    }
  });
}

/** Queues the next daily backup unless one is already waiting (or the daily backup is off). */
export async function scheduleDailyBackup(services: AppServices): Promise<void> {
  const at = services.config.backup.dailyAt;
  if (at === null) return;
  await services.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK})`.execute(trx);
    const waiting = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', BACKUP_JOB)
      .where('status', '=', 'queued')
      .where(sql<boolean>`payload->>'trigger' = 'daily'`)
      .executeTakeFirst();
    if (waiting) return;
    await services.jobs.enqueue(
      BACKUP_JOB,
      { trigger: 'daily' },
      { maxAttempts: 2, runAfter: nextDailyRun(new Date(), at) },
      trx,
    );
  });
}
