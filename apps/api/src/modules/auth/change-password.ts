import {
  CHANGE_PASSWORD_THROTTLED,
  CURRENT_PASSWORD_WRONG,
  changePasswordEndpoint,
} from '@ilaw/contracts/auth/change-password';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { fieldError, tooManyRequests } from '../../platform/http/errors.ts';
import { reserveAttempt } from '../../platform/auth/throttle.ts';
import { assertNewPasswordAllowed } from '../../platform/auth/password-check.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { voidResetTokens } from '../../platform/auth/reset-tokens.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';

export const changePassword = defineRoute({
  endpoint: changePasswordEndpoint,
  access: SIGNED_IN,
  passwordChangeExempt: true,
  async handler({ body, user, db, actor, services, request }) {
    // A signed-in browser left open must not become a way to guess the password: wrong current
    // passwords are counted (before checking) like failed sign-ins.
    const throttle = services.config.throttle;
    const attempt = await reserveAttempt(db, [
      {
        bucket: `password-change:user:${user.id}`,
        limit: throttle.login.perAccountAndSource,
        windowMs: throttle.windowMs,
        clearOnSuccess: true,
      },
    ]);
    if (!attempt) {
      request.log.warn({ userId: user.id }, 'change of password refused: throttled');
      throw tooManyRequests(CHANGE_PASSWORD_THROTTLED);
    }
    const row = await db
      .selectFrom('users')
      .select(['password_hash', 'username', 'full_name', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, body.currentPassword))) {
      throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
    }
    await attempt.succeeded(db);
    if (await verifyPassword(row.password_hash, body.newPassword)) {
      throw fieldError('newPassword', 'The new password must differ from the current one.');
    }
    assertNewPasswordAllowed(
      'newPassword',
      body.newPassword,
      { username: row.username, fullName: row.full_name, email: row.email },
      services.config,
    );
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: false,
          password_changed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
      // Other browsers signed in as this user are signed out; this one stays.
      await endUserSessions(trx, user.id, user.sessionIdHash);
      // A reset link still in the mailbox must not undo this change.
      await voidResetTokens(trx, user.id);
      await recordAudit(trx, actor, { entityType: 'user', entityId: user.id, action: 'password-changed' });
    });
    return { ok: true as const };
  },
});
