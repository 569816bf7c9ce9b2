import { linkableUsersEndpoint } from '@ilaw/contracts/hr/employees/linkable-users';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { HR_WRITERS } from '../access.ts';

/** HR links a person to their account without needing the Admin user manager. */
export const linkableUsers = defineRoute({
  endpoint: linkableUsersEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ query, db }) {
    let q = db
      .selectFrom('users as u')
      .leftJoin('employees as e', 'e.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.full_name'])
      .where('u.is_active', '=', true);
    const forEmployee = query.forEmployee;
    q = q.where((eb) =>
      forEmployee === undefined
        ? eb('e.id', 'is', null)
        : eb.or([eb('e.id', 'is', null), eb('e.id', '=', forEmployee)]),
    );
    if (query.search) {
      const term = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb(sql`lower(u.username)`, 'like', term), eb(sql`lower(u.full_name)`, 'like', term)]));
    }
    const rows = await q.orderBy('u.full_name').limit(50).execute();
    return rows.map((r) => ({ id: r.id, username: r.username, fullName: r.full_name }));
  },
});
