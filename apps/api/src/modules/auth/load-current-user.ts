import type { CurrentUser } from '@ilaw/contracts/auth/current-user';
import { isRole } from '@ilaw/contracts/roles';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { isDemoMode } from '../../seed/demo-mode.ts';

export async function loadCurrentUser(
  db: Kysely<Database>,
  userId: number,
  agreementDue: number | null,
): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .leftJoin('employees as e', 'e.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.email',
      'u.department_id',
      'd.code as department_code',
      'd.name as department_name',
      'u.branch_code',
      'e.employee_id',
      'u.must_change_password',
      sql<
        string[]
      >`coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}')`.as(
        'roles',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    departmentId: row.department_id,
    departmentCode: row.department_code,
    departmentName: row.department_name,
    branchCode: row.branch_code,
    employeeId: row.employee_id,
    roles: row.roles.filter(isRole),
    mustChangePassword: row.must_change_password,
    agreementDue,
    demoMode: await isDemoMode(db),
  };
}
