import { USER_HAS_HISTORY, deleteUserEndpoint } from '@ilaw/contracts/admin/users/delete-user';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { auditedUser, loadAdminUser } from './user-queries.ts';

export const deleteUser = defineRoute({
  endpoint: deleteUserEndpoint,
  access: anyRole('Admin'),
  async handler({ params, db, actor, user: me }) {
    if (params.id === me.id) throw badRequest('You cannot delete your own account.');
    await db.transaction().execute(async (trx) => {
      const user = await loadAdminUser(trx, params.id);
      if (!user) throw notFound('The user was not found.');
      // History means: signed in once, acted in the audit trail, linked to an employee, or ran jobs.
      const acted = await trx
        .selectFrom('audit_log')
        .select('id')
        .where('actor_user_id', '=', params.id)
        .limit(1)
        .executeTakeFirst();
      const ranJobs = await trx
        .selectFrom('jobs')
        .select('id')
        .where('created_by', '=', params.id)
        .limit(1)
        .executeTakeFirst();
      if (user.lastLoginAt || user.employeeId || acted || ranJobs) throw conflict(USER_HAS_HISTORY);
      await trx.deleteFrom('users').where('id', '=', params.id).execute();
      await recordAudit(trx, actor, {
        entityType: 'user',
        entityId: params.id,
        action: 'deleted',
        oldValues: auditedUser(user),
      });
    });
    return { ok: true as const };
  },
});
