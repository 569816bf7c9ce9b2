import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { adminUserQuery, toAdminUser } from './user-queries.ts';

export const listUsers = defineRoute({
  endpoint: listUsersEndpoint,
  access: anyRole('Admin'),
  async handler({ query, db }) {
    let q = adminUserQuery(db);
    if (query.search) {
      const term = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(u.username)`, 'like', term),
          eb(sql`lower(u.full_name)`, 'like', term),
          eb(sql`lower(coalesce(u.email, ''))`, 'like', term),
          eb(sql`lower(coalesce(e.employee_id, ''))`, 'like', term),
        ]),
      );
    }
    if (query.role) {
      const role = query.role;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_roles as r')
            .select('r.user_id')
            .whereRef('r.user_id', '=', 'u.id')
            .where('r.role', '=', role),
        ),
      );
    }
    if (query.departmentId) q = q.where('u.department_id', '=', query.departmentId);
    if (query.isActive !== undefined) q = q.where('u.is_active', '=', query.isActive);
    const requested = requestedOrder(query, {
      username: sql`lower(u.username)`,
      fullName: sql`lower(u.full_name)`,
      department: sql`d.name`,
      status: sql`u.is_active`,
      lastLogin: sql`u.last_login_at`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('u.full_name').orderBy('u.id'), query, toAdminUser);
  },
});
