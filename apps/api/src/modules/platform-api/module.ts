// The platform's own endpoints (portal info, record history, audit verification, job progress,
// backups) and its housekeeping and backup jobs.
import { sealCheckpointFile } from '../../platform/audit/audit-trail.ts';
import { deleteOldThrottleRows } from '../../platform/auth/throttle.ts';
import { defineModule } from '../../platform/modules/define-module.ts';
import { registerBackupJob } from './backups/backup-job.ts';
import { listBackups } from './backups/list-backups.ts';
import { runBackup } from './backups/run-backup.ts';
import { getEndpointAccess } from './get-endpoint-access.ts';
import { getJob } from './get-job.ts';
import { portalInfo } from './portal-info.ts';
import { portalLogo } from './portal-logo.ts';
import { uploadFieldPhotos } from './upload-field-photos.ts';
import { recordHistory } from './record-history.ts';
import { verifyAudit } from './verify-audit-chain.ts';

export const platformModule = defineModule({
  name: 'platform',
  endpoints: [
    portalInfo,
    portalLogo,
    recordHistory,
    verifyAudit,
    getJob,
    getEndpointAccess,
    listBackups,
    runBackup,
    uploadFieldPhotos,
  ],
  registerJobs(services) {
    registerBackupJob(services);
    // Removes expired sessions, spent reset tokens, old sign-in attempts, throttle counters past
    // any window, and browsers and addresses not seen succeeding for longer than KNOWN_DEVICE_DAYS;
    // copies the audit checkpoint to DATA_DIR (decision 013).
    services.jobs.register('platform.cleanup', async ({ db }) => {
      const now = new Date();
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const sessions = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
      await db.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).execute();
      await db.deleteFrom('login_attempts').where('at', '<', dayAgo).execute();
      await deleteOldThrottleRows(db, dayAgo);
      const knownSince = new Date(now.getTime() - services.config.throttle.knownDeviceMs);
      await db.deleteFrom('auth_known_sources').where('last_success_at', '<', knownSince).execute();
      await sealCheckpointFile(db, services.config.dataDir);
      return { sessionsRemoved: Number(sessions.numDeletedRows) };
    });
  },
});
