import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE, loginEndpoint } from '@ilaw/contracts/auth/login';
import { sql } from 'kysely';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { HttpError, tooManyRequests } from '../../platform/http/errors.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import {
  deviceSource,
  ensureDeviceCookie,
  loginLimits,
  recordLoginAttempt,
  reserveGuess,
} from '../../platform/auth/login-throttle.ts';
import { SESSION_COOKIE, createSession, endSession } from '../../platform/auth/sessions.ts';
import { agreementDueAtSignIn } from '../privacy/public.ts';
import { loadCurrentUser } from './load-current-user.ts';

export const login = defineRoute({
  endpoint: loginEndpoint,
  access: PUBLIC,
  async handler({ body, db, ip, request, reply, services }) {
    const usernameKey = body.username.toLowerCase();
    const config = services.config;
    // The attempt is counted before the password is checked, so parallel guesses cannot all run.
    const guess = await reserveGuess(
      db,
      { kind: 'login', subject: usernameKey, ip, device: deviceSource(request) },
      loginLimits(config),
    );
    if (!guess) {
      request.log.warn({ username: usernameKey, ip }, 'sign-in refused: throttled');
      throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_active'])
      .where(sql`lower(username)`, '=', usernameKey)
      .executeTakeFirst();
    // Unknown users cost the same time as known ones, so timing does not reveal accounts.
    const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
    const succeeded = Boolean(user && user.is_active && passwordOk);
    await recordLoginAttempt(db, usernameKey, ip, succeeded);
    request.log.info({ username: usernameKey, ip, succeeded }, 'sign-in attempt');
    if (!user || !succeeded) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    await guess.succeeded(db, ensureDeviceCookie(request, reply, config));

    // A fresh session id at every sign-in; any session the browser still carried is ended.
    const previous = request.sessionUser;
    if (previous) await endSession(db, previous.sessionIdHash);
    // The current privacy agreement, if not yet accepted, is asked before anything else (decision 101).
    const agreementDue = await agreementDueAtSignIn(db, user.id);
    const token = await createSession(
      db,
      user.id,
      { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
      { ip, userAgent: request.headers['user-agent'] ?? null, agreementDue },
    );
    await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).execute();
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
    });
    const current = await loadCurrentUser(db, user.id, agreementDue);
    if (!current) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    return current;
  },
});
