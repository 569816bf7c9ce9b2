import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { checkBranch } from '../branches.ts';

export async function saveReader(
  trx: Transaction<Database>,
  body: { userId: number | null; name: string; branchCode: number; isActive: boolean },
) {
  await checkBranch(trx, body.branchCode);
  if (body.userId !== null) {
    const u = await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
    if (!u) throw fieldError('userId', 'The user was not found.');
  }
  return { user_id: body.userId, name: body.name, branch_code: body.branchCode, is_active: body.isActive };
}
