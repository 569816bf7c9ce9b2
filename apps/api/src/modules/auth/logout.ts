import { logoutEndpoint } from '@ilaw/contracts/auth/logout';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { SESSION_COOKIE, endSession } from '../../platform/auth/sessions.ts';

// Public so that signing out with an already-expired session still clears the cookie.
export const logout = defineRoute({
  endpoint: logoutEndpoint,
  access: PUBLIC,
  async handler({ user, db, reply }) {
    if (user) await endSession(db, user.sessionIdHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  },
});
