import { FORGOT_PASSWORD_SENT, forgotPasswordEndpoint } from '@ilaw/contracts/auth/forgot-password';
import { sql } from 'kysely';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { newToken } from '../../platform/auth/tokens.ts';

const MAX_REQUESTS_PER_HOUR = 5;

export const forgotPassword = defineRoute({
  endpoint: forgotPasswordEndpoint,
  access: PUBLIC,
  async handler({ body, db, services, request }) {
    const key = body.usernameOrEmail.toLowerCase();
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'username'])
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
      .executeTakeFirst();
    if (user?.email) {
      const recent = await db
        .selectFrom('password_reset_tokens')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', new Date(Date.now() - 3_600_000))
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= MAX_REQUESTS_PER_HOUR) {
        throw tooManyRequests('Too many reset requests for this account. Please try again later.');
      }
      const { token, hash } = newToken();
      const config = services.config;
      await db
        .insertInto('password_reset_tokens')
        .values({ token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + config.passwordResetMs) })
        .execute();
      const link = `${config.publicUrl}/user/reset-password?token=${encodeURIComponent(token)}`;
      await services.mailer.send({
        to: user.email,
        subject: `${config.portalName}: reset your password`,
        body:
          `Hello ${user.full_name},\n\nSomeone asked to reset the password of ${user.username}. ` +
          `Open this link within ${Math.round(config.passwordResetMs / 60_000)} minutes to choose a new one:\n\n${link}\n\n` +
          'If it was not you, ignore this message; your password stays as it is.',
      });
      request.log.info({ userId: user.id }, 'password reset link issued');
    }
    return { message: FORGOT_PASSWORD_SENT };
  },
});
