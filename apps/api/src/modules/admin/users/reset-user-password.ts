import { resetUserPasswordEndpoint } from '@ilaw/contracts/admin/users/reset-user-password';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { hashPassword, temporaryPassword } from '../../../platform/auth/passwords.ts';
import { voidResetTokens } from '../../../platform/auth/reset-tokens.ts';
import { endUserSessions } from '../../../platform/auth/sessions.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';

export const resetUserPassword = defineRoute({
  endpoint: resetUserPasswordEndpoint,
  access: anyRole('Admin'),
  async handler({ params, db, actor }) {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: true,
          password_changed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw notFound('The user was not found.');
      await endUserSessions(trx, params.id);
      await voidResetTokens(trx, params.id);
      await recordAudit(trx, actor, { entityType: 'user', entityId: params.id, action: 'password-reset-by-admin' });
    });
    return { temporaryPassword: password };
  },
});
