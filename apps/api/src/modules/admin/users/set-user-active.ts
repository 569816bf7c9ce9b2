import { setUserActiveEndpoint } from '@ilaw/contracts/admin/users/set-user-active';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { endUserSessions } from '../../../platform/auth/sessions.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { loadAdminUser } from './user-queries.ts';
import { SELF_LOCKOUT } from './update-user.ts';

export const setUserActive = defineRoute({
  endpoint: setUserActiveEndpoint,
  access: anyRole('Admin'),
  async handler({ params, body, db, actor, user: me }) {
    if (params.id === me.id && !body.isActive) throw badRequest(SELF_LOCKOUT);
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select('is_active').where('id', '=', params.id).executeTakeFirst();
      if (!before) throw notFound('The user was not found.');
      if (before.is_active === body.isActive) return;
      await trx
        .updateTable('users')
        .set({ is_active: body.isActive, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      if (!body.isActive) await endUserSessions(trx, params.id);
      await recordAudit(trx, actor, {
        entityType: 'user',
        entityId: params.id,
        action: body.isActive ? 'activated' : 'deactivated',
        oldValues: { isActive: before.is_active },
        newValues: { isActive: body.isActive },
      });
    });
    const user = await loadAdminUser(db, params.id);
    if (!user) throw notFound('The user was not found.');
    return user;
  },
});
