// Who reads a payroll: Payroll staff, and the signatories of its sign-off (members of the chain,
// those who signed) while they decide it; route access is "signed in", the rest is checked here.
import { PAYROLL_DOCUMENT_TYPE } from '@ilaw/contracts/payroll/payrolls/payroll';
import type { Kysely, Transaction } from 'kysely';
import { mayReadDocument } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { hasRole, type SessionUser } from '../../../platform/http/context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';

export async function assertMayReadPayroll(
  db: Kysely<Database> | Transaction<Database>,
  user: SessionUser,
  payrollId: number,
): Promise<void> {
  if (hasRole(user, ...PAYROLL_STAFF)) return;
  if (await mayReadDocument(db, user, PAYROLL_DOCUMENT_TYPE, payrollId)) return;
  throw forbidden();
}
