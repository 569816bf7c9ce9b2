// The admin view of users, shared by the list, the single read and every write's answer.
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { isRole } from '@ilaw/contracts/roles';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export function adminUserQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .leftJoin('employees as e', 'e.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.email',
      'u.department_id',
      'd.name as department_name',
      'u.branch_code',
      'e.employee_id',
      'u.is_active',
      'u.last_login_at',
      'u.created_at',
      'u.updated_at',
      sql<
        string[]
      >`coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}')`.as(
        'roles',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof adminUserQuery>['executeTakeFirstOrThrow']>>;

export function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    departmentId: row.department_id,
    departmentName: row.department_name,
    branchCode: row.branch_code,
    employeeId: row.employee_id,
    roles: row.roles.filter(isRole),
    isActive: row.is_active,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function loadAdminUser(db: Kysely<Database>, id: number): Promise<AdminUser | null> {
  const row = await adminUserQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toAdminUser(row) : null;
}

/** The audited picture of a user: fields and roles, never the password hash. */
export function auditedUser(user: AdminUser): Record<string, unknown> {
  return {
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    departmentId: user.departmentId,
    branchCode: user.branchCode,
    roles: user.roles,
    isActive: user.isActive,
  };
}
