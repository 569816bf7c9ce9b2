import { updateUserEndpoint } from '@ilaw/contracts/admin/users/update-user';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { endUserSessions } from '../../../platform/auth/sessions.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { auditedUser, loadAdminUser } from './user-queries.ts';
import { checkUserFields, replaceRoles } from './save-user-fields.ts';

export const SELF_LOCKOUT = 'You cannot remove your own Admin role or deactivate your own account.';

export const updateUser = defineRoute({
  endpoint: updateUserEndpoint,
  access: anyRole('Admin'),
  async handler({ params, body, db, actor, user: me }) {
    if (params.id === me.id && (!body.isActive || !body.roles.includes('Admin'))) throw badRequest(SELF_LOCKOUT);
    await db.transaction().execute(async (trx) => {
      const before = await loadAdminUser(trx, params.id);
      if (!before) throw notFound('The user was not found.');
      await checkUserFields(trx, body, params.id);
      await trx
        .updateTable('users')
        .set({
          username: body.username,
          full_name: body.fullName,
          email: body.email,
          department_id: body.departmentId,
          branch_code: body.branchCode,
          is_active: body.isActive,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await replaceRoles(trx, params.id, body.roles);
      // Deactivation and role changes take effect now, not at the next sign-in.
      if (!body.isActive) await endUserSessions(trx, params.id);
      const after = await loadAdminUser(trx, params.id);
      if (!after) throw notFound('The user was not found.');
      const changes = diff(auditedUser(before), auditedUser(after));
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, { entityType: 'user', entityId: params.id, action: 'updated', ...changes });
      }
    });
    const user = await loadAdminUser(db, params.id);
    if (!user) throw notFound('The user was not found.');
    return user;
  },
});
