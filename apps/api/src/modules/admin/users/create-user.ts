import { createUserEndpoint } from '@ilaw/contracts/admin/users/create-user';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { assertNewPasswordAllowed } from '../../../platform/auth/password-check.ts';
import { hashPassword, temporaryPassword } from '../../../platform/auth/passwords.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { auditedUser, loadAdminUser } from './user-queries.ts';
import { checkUserFields, replaceRoles } from './save-user-fields.ts';

export const createUser = defineRoute({
  endpoint: createUserEndpoint,
  access: anyRole('Admin'),
  async handler({ body, db, actor, reply, services }) {
    if (body.password) {
      const owner = { username: body.username, fullName: body.fullName, email: body.email };
      assertNewPasswordAllowed('password', body.password, owner, services.config);
    }
    const generated = body.password ? null : temporaryPassword();
    const passwordHash = await hashPassword(body.password ?? generated ?? '');
    const id = await db.transaction().execute(async (trx) => {
      await checkUserFields(trx, body, null);
      const row = await trx
        .insertInto('users')
        .values({
          username: body.username,
          full_name: body.fullName,
          email: body.email,
          department_id: body.departmentId,
          branch_code: body.branchCode,
          password_hash: passwordHash,
          must_change_password: true,
          is_active: body.isActive,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceRoles(trx, row.id, body.roles);
      const created = await loadAdminUser(trx, row.id);
      await recordAudit(trx, actor, {
        entityType: 'user',
        entityId: row.id,
        action: 'created',
        newValues: created ? auditedUser(created) : null,
      });
      return row.id;
    });
    const user = await loadAdminUser(db, id);
    if (!user) throw new Error('created user vanished');
    reply.code(201);
    return { user, temporaryPassword: generated };
  },
});
