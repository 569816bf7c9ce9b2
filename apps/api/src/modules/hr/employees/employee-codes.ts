import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/**
 * The employees an import file names by Employee ID, matched without case (as people type them):
 * the id of each found one, keyed by the lower-case code.
 */
export async function employeeIdsByCode(
  db: Kysely<Database> | Transaction<Database>,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['id', sql<string>`lower(employee_id)`.as('code')])
    .where(sql`lower(employee_id)`, 'in', wanted)
    .execute();
  return new Map(rows.map((e) => [e.code, e.id]));
}
