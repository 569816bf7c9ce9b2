import {
  FORGOT_PASSWORD_SENT,
  FORGOT_PASSWORD_THROTTLED,
  forgotPasswordEndpoint,
} from '@ilaw/contracts/auth/forgot-password';
import { sql } from 'kysely';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { addressKey } from '../../platform/auth/login-throttle.ts';
import { issueResetToken } from '../../platform/auth/reset-tokens.ts';
import { reserveAttempt } from '../../platform/auth/throttle.ts';

const HOUR_MS = 3_600_000;
/** Reset mails per account per hour; beyond it requests are answered as usual but send nothing. */
const MAILS_PER_ACCOUNT_HOURLY = 5;

// The answer is the same whether or not the account exists, has an email address, or has had too
// many mails already: only the per-address limit answers 429, and it counts every request alike.
export const forgotPassword = defineRoute({
  endpoint: forgotPasswordEndpoint,
  access: PUBLIC,
  async handler({ body, db, services, request, ip }) {
    const config = services.config;
    const fromAddress = await reserveAttempt(db, [
      {
        bucket: `forgot-password:address:${addressKey(ip)}`,
        limit: config.throttle.forgotPasswordPerAddressHourly,
        windowMs: HOUR_MS,
        countSuccesses: true,
      },
    ]);
    if (!fromAddress) {
      request.log.warn({ ip }, 'password reset request refused: throttled');
      throw tooManyRequests(FORGOT_PASSWORD_THROTTLED);
    }
    const key = body.usernameOrEmail.toLowerCase();
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'username'])
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
      .executeTakeFirst();
    if (!user?.email) return { message: FORGOT_PASSWORD_SENT };
    const forAccount = await reserveAttempt(db, [
      {
        bucket: `forgot-password:user:${user.id}`,
        limit: MAILS_PER_ACCOUNT_HOURLY,
        windowMs: HOUR_MS,
        countSuccesses: true,
      },
    ]);
    if (!forAccount) {
      request.log.warn({ userId: user.id }, 'password reset link not sent: too many this hour');
      return { message: FORGOT_PASSWORD_SENT };
    }
    const token = await db.transaction().execute((trx) => issueResetToken(trx, user.id, config.passwordResetMs));
    const link = `${config.publicUrl}/user/reset-password?token=${encodeURIComponent(token)}`;
    // The link goes to the outbox (and SMTP) only; it is never logged.
    await services.mailer.send({
      to: user.email,
      subject: `${config.portalName}: reset your password`,
      body:
        `Hello ${user.full_name},\n\nSomeone asked to reset the password of ${user.username}. ` +
        `Open this link within ${Math.round(config.passwordResetMs / 60_000)} minutes to choose a new one:\n\n${link}\n\n` +
        'If it was not you, ignore this message; your password stays as it is. ' +
        'Only the newest link works.',
    });
    request.log.info({ userId: user.id }, 'password reset link issued');
    return { message: FORGOT_PASSWORD_SENT };
  },
});
