// Separation of duties on employee records (issue 10 item 6): nobody edits, records or imports
// their own salary, employment history, DTR or leave. A user's own record is the employee whose
// user_id is theirs.
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The employee record linked to the user's account, if any. */
export async function ownEmployeeId(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('employees').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** 403 "You cannot change your own record." when any of the employees is the user's own. */
export async function assertNotOwnEmployeeRecord(
  db: Db,
  user: { id: number },
  ...employeeIds: (number | null | undefined)[]
): Promise<void> {
  const own = await ownEmployeeId(db, user.id);
  if (own !== null && employeeIds.includes(own)) throw forbidden(OWN_RECORD_CHANGE);
}
