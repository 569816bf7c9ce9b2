import type { ItPerson } from '@ilaw/contracts/helpdesk/personnel/personnel';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function itPersonnel(db: Kysely<Database>, userId?: number): Promise<ItPerson[]> {
  let q = db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.role', '=', 'ITPersonnel'))
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.is_active',
      'd.name as department_name',
      sql<number>`(SELECT count(*) FROM it_tickets t WHERE t.assigned_to = u.id AND t.status IN ('Assigned', 'InProgress'))::int`.as(
        'open_requests',
      ),
      sql<number>`(SELECT count(*) FROM it_tickets t WHERE t.assigned_to = u.id AND t.resolved_at >= date_trunc('month', now()))::int`.as(
        'resolved',
      ),
    ]);
  if (userId !== undefined) q = q.where('u.id', '=', userId);
  const rows = await q.orderBy('u.full_name').execute();
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    fullName: r.full_name,
    departmentName: r.department_name,
    isActive: r.is_active,
    openRequests: Number(r.open_requests),
    resolvedThisMonth: Number(r.resolved),
  }));
}
