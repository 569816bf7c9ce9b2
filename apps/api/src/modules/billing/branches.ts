import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { fieldError } from '../../platform/http/errors.ts';

export async function checkBranch(trx: Transaction<Database>, code: number): Promise<void> {
  const b = await trx.selectFrom('branches').select('code').where('code', '=', code).executeTakeFirst();
  if (!b) throw fieldError('branchCode', 'Choose a branch from the list.');
}
