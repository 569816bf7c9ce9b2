import { TELLER_NEEDS_ROLE, TELLER_USER_TAKEN, type TellerFields } from '@ilaw/contracts/collection/tellers/teller';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

export async function checkTellerUser(trx: Transaction<Database>, userId: number): Promise<void> {
  const role = await trx
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'Teller')
    .executeTakeFirst();
  if (!role) throw fieldError('userId', TELLER_NEEDS_ROLE);
}

export const tellerUserTaken = duplicateToConflict({
  constraint: 'collection_tellers_user_id',
  message: TELLER_USER_TAKEN,
  field: 'userId',
});

export const auditedTeller = (t: {
  userId: number;
  name: string;
  branchCode: number;
  collectionOffice: string;
  isActive?: boolean | undefined;
}) => ({
  userId: t.userId,
  name: t.name,
  branchCode: t.branchCode,
  collectionOffice: t.collectionOffice,
  isActive: t.isActive ?? true,
});
export type { TellerFields };
