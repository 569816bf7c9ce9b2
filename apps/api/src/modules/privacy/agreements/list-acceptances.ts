import { listAcceptancesEndpoint } from '@ilaw/contracts/privacy/list-acceptances';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PRIVACY_ADMIN } from '../access.ts';

export const listAcceptances = defineRoute({
  endpoint: listAcceptancesEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ query, db }) {
    const current = await db
      .selectFrom('privacy_agreements')
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirst();
    const currentVersion = Number(current?.v ?? 0);
    // Each active user with the latest version they accepted.
    let q = db
      .selectFrom('users as u')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('privacy_agreement_acceptances as x')
            .select(['x.version', 'x.accepted_at'])
            .whereRef('x.user_id', '=', 'u.id')
            .orderBy('x.version', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .select(['u.id', 'u.username', 'u.full_name', 'd.name as department_name', 'last.version', 'last.accepted_at'])
      .where('u.is_active', '=', true);
    if (query.pendingOnly) {
      q = q.where((eb) => eb.or([eb('last.version', 'is', null), eb('last.version', '<', currentVersion)]));
    }
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`(u.username ILIKE ${like} OR u.full_name ILIKE ${like})`);
    }
    return paginate(q.orderBy(sql`last.accepted_at DESC NULLS LAST`).orderBy('u.username'), query, (r) => ({
      userId: r.id,
      username: r.username,
      fullName: r.full_name,
      departmentName: r.department_name,
      version: r.version,
      acceptedAt: r.accepted_at ? r.accepted_at.toISOString() : null,
      acceptedCurrent: currentVersion > 0 && r.version === currentVersion,
    }));
  },
});
