import { RESET_TOKEN_INVALID, resetPasswordEndpoint } from '@ilaw/contracts/auth/reset-password';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { assertNewPasswordAllowed } from '../../platform/auth/password-check.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { voidResetTokens } from '../../platform/auth/reset-tokens.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';

export const resetPassword = defineRoute({
  endpoint: resetPasswordEndpoint,
  access: PUBLIC,
  async handler({ body, db, ip, services }) {
    const tokenHash = hashToken(body.token);
    // Whose token it is, to check the new password against their names; a refused password
    // leaves the token usable for a better one.
    const owner = await db
      .selectFrom('password_reset_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['u.username', 'u.full_name', 'u.email'])
      .where('t.token_hash', '=', tokenHash)
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!owner) throw fieldError('token', RESET_TOKEN_INVALID);
    assertNewPasswordAllowed(
      'newPassword',
      body.newPassword,
      { username: owner.username, fullName: owner.full_name, email: owner.email },
      services.config,
    );
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction().execute(async (trx) => {
      // Spending the token and setting the password commit together; a token works once.
      const spent = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) throw fieldError('token', RESET_TOKEN_INVALID);
      // Any other link still in the mailbox stops working too.
      await voidResetTokens(trx, spent.user_id);
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: false,
          password_changed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', spent.user_id)
        .execute();
      await endUserSessions(trx, spent.user_id);
      await recordAudit(
        trx,
        { userId: spent.user_id, name: null, ip },
        {
          entityType: 'user',
          entityId: spent.user_id,
          action: 'password-reset',
        },
      );
    });
    return { ok: true as const };
  },
});
