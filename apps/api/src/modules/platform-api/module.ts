// The platform's own endpoints (portal info, record history, audit verification, job progress)
// and its housekeeping job.
import { defineModule } from '../../platform/modules/define-module.ts';
import { platformRoutes } from './routes.ts';

export const platformModule = defineModule({
  name: 'platform',
  endpoints: platformRoutes,
  registerJobs(services) {
    // Removes expired sessions, spent reset tokens and old sign-in attempts.
    services.jobs.register('platform.cleanup', async ({ db }) => {
      const now = new Date();
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const sessions = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
      await db.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).execute();
      await db.deleteFrom('login_attempts').where('at', '<', dayAgo).execute();
      return { sessionsRemoved: Number(sessions.numDeletedRows) };
    });
  },
});
