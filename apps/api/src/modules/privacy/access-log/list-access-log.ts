import { listAccessLogEndpoint } from '@ilaw/contracts/privacy/list-access-log';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PRIVACY_ADMIN } from '../access.ts';

export const listAccessLog = defineRoute({
  endpoint: listAccessLogEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ query, db }) {
    let q = db
      .selectFrom('sensitive_data_access_log as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .leftJoin('employees as e', 'e.id', 'l.subject_employee_id')
      .select([
        'l.id',
        'l.accessed_at',
        'l.kind',
        'l.detail',
        'l.ip_address',
        'u.username',
        'u.full_name',
        sql<
          string | null
        >`CASE WHEN e.id IS NULL THEN NULL ELSE e.employee_id || ' ' || e.last_name || ', ' || e.first_name END`.as(
          'subject',
        ),
      ]);
    if (query.kind) q = q.where('l.kind', '=', query.kind);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(
        sql<boolean>`(u.username ILIKE ${like} OR u.full_name ILIKE ${like} OR e.last_name ILIKE ${like} OR e.employee_id ILIKE ${like})`,
      );
    }
    return paginate(q.orderBy('l.accessed_at', 'desc').orderBy('l.id', 'desc'), query, (r) => ({
      id: Number(r.id),
      at: r.accessed_at.toISOString(),
      user: `${r.full_name} (${r.username})`,
      kind: r.kind,
      subject: r.subject,
      detail: r.detail,
      ipAddress: r.ip_address,
    }));
  },
});
