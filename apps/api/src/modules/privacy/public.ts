// What other modules use of data privacy: the agreement due at sign-in, and the access log of
// sensitive personal data (decision 101).
import type { SensitiveKind } from '@ilaw/contracts/privacy/agreement';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** The current agreement version when the user has not accepted it yet; null otherwise. */
export async function agreementDueAtSignIn(db: Kysely<Database>, userId: number): Promise<number | null> {
  const current = await db
    .selectFrom('privacy_agreements')
    .select('version')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!current) return null;
  const accepted = await db
    .selectFrom('privacy_agreement_acceptances')
    .select('version')
    .where('user_id', '=', userId)
    .where('version', '=', current.version)
    .executeTakeFirst();
  return accepted ? null : current.version;
}

/**
 * Records that a user read someone's sensitive personal data. Written outside any transaction
 * of the read (a read has none); a failure to log refuses the read.
 */
export async function recordSensitiveAccess(
  db: Kysely<Database>,
  entry: { userId: number; ip: string | null; kind: SensitiveKind; subjectEmployeeId: number | null; detail: string },
): Promise<void> {
  await db
    .insertInto('sensitive_data_access_log')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      subject_employee_id: entry.subjectEmployeeId,
      detail: entry.detail.slice(0, 300),
      ip_address: entry.ip,
    })
    .execute();
}
