// Background job handlers, contributed by the modules.
import { sealCheckpointFile } from './platform/audit/audit-trail.ts';
import type { AppServices } from './platform/http/context.ts';
import { registerHrJobs } from './modules/hr/jobs.ts';
import { registerBillingJobs } from './modules/billing/jobs.ts';

export function registerJobHandlers(services: AppServices): void {
  registerHrJobs(services);
  registerBillingJobs(services);
  // Removes expired sessions, spent reset tokens and old sign-in attempts; copies the audit
  // checkpoint to DATA_DIR.
  services.jobs.register('platform.cleanup', async ({ db }) => {
    const now = new Date();
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const sessions = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
    await db.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).execute();
    await db.deleteFrom('login_attempts').where('at', '<', dayAgo).execute();
    await sealCheckpointFile(db, services.config.dataDir);
    return { sessionsRemoved: Number(sessions.numDeletedRows) };
  });
}
