// How many consumers the cooperative (or one branch) serves: the active accounts. Technical
// services divides its reliability indices by it.
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function consumersServed(db: Kysely<Database>, branchCode?: number): Promise<number> {
  let q = db
    .selectFrom('billing_consumers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_status', '=', ACCOUNT_STATUS.Active.value);
  if (branchCode !== undefined) q = q.where('branch_code', '=', branchCode);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
