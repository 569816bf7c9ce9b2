import type { Department } from '@ilaw/contracts/reference/departments';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export function departmentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('departments as d')
    .select([
      'd.id',
      'd.code',
      'd.name',
      'd.is_active',
      sql<number>`(SELECT count(*) FROM users u WHERE u.department_id = d.id)`.as('user_count'),
    ]);
}

export async function loadDepartment(db: Kysely<Database>, id: number): Promise<Department | null> {
  const row = await departmentQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row
    ? { id: row.id, code: row.code, name: row.name, isActive: row.is_active, userCount: Number(row.user_count) }
    : null;
}
