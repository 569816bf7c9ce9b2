// Checks shared by create and update: unique username, existing department and branch.
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';

export const USERNAME_TAKEN = 'This username is already taken.';

export async function checkUserFields(
  trx: Transaction<Database>,
  fields: { username: string; departmentId: number | null; branchCode: number | null },
  exceptUserId: number | null,
): Promise<void> {
  let q = trx
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', fields.username.toLowerCase());
  if (exceptUserId !== null) q = q.where('id', '<>', exceptUserId);
  if (await q.executeTakeFirst()) throw conflict(USERNAME_TAKEN, 'username');
  if (fields.departmentId !== null) {
    const d = await trx.selectFrom('departments').select('id').where('id', '=', fields.departmentId).executeTakeFirst();
    if (!d) throw fieldError('departmentId', 'The department does not exist.');
  }
  if (fields.branchCode !== null) {
    const b = await trx.selectFrom('branches').select('code').where('code', '=', fields.branchCode).executeTakeFirst();
    if (!b) throw fieldError('branchCode', 'The branch does not exist.');
  }
}

/** Replaces the user's roles with the given set in two set-based statements. */
export async function replaceRoles(trx: Transaction<Database>, userId: number, roles: readonly Role[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const unique = [...new Set(roles)];
  if (unique.length > 0) {
    await trx
      .insertInto('user_roles')
      .values(unique.map((role) => ({ user_id: userId, role })))
      .execute();
  }
}
