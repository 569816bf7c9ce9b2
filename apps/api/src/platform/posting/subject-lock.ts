// Postings are made safe under concurrency by serialising them per subject: the posting's
// transaction first takes a transaction-level advisory lock on (kind, id), so a second poster of
// the same subject waits until the first commits or rolls back and then sees what it posted
// (READ COMMITTED reads the newest committed rows at each statement). The lock is released by
// the commit or rollback itself, never by hand. PGlite has one session: the lock never waits there
// (its transactions already run one at a time) and the same code runs on both engines.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type SubjectId = number | string;
export type LockMode = 'exclusive' | 'shared';

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/** The second key of the lock: the id itself when it is a 32-bit integer, else its hash. */
function subjectKey(id: SubjectId) {
  return typeof id === 'number' && Number.isInteger(id) && id >= INT4_MIN && id <= INT4_MAX
    ? sql`${id}::int`
    : sql`hashtext(${String(id)})`;
}

/**
 * Waits for and takes the lock of one subject (e.g. `lockSubject(trx, 'leave-annual-grant',
 * fiscalYearId)`) until `trx` ends. `shared` holders run beside each other and exclude an
 * `exclusive` holder of the same subject (a month's computation batches against its closing).
 * Take subject locks first in the transaction, before recordAudit (which holds the audit lock).
 */
export async function lockSubject(
  trx: Transaction<Database>,
  kind: string,
  id: SubjectId,
  mode: LockMode = 'exclusive',
): Promise<void> {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await sql`SELECT ${lock}(hashtext(${kind}), ${subjectKey(id)})`.execute(trx);
}

/** Locks several subjects of one kind in ascending order, so two posters never wait on each other in a cycle. */
export async function lockSubjects(
  trx: Transaction<Database>,
  kind: string,
  ids: Iterable<SubjectId>,
  mode: LockMode = 'exclusive',
): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
  for (const id of sorted) await lockSubject(trx, kind, id, mode);
}

/**
 * Locks many integer subjects of one kind in ascending order in one statement (a file of
 * thousands of payments). Each lock takes a slot of PostgreSQL's bounded lock table until the
 * transaction ends, so callers keep the count to a few thousand per transaction.
 */
export async function lockSubjectsAtOnce(
  trx: Transaction<Database>,
  kind: string,
  ids: Iterable<number>,
): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await sql`SELECT count(pg_advisory_xact_lock(hashtext(${kind}), s.id))
    FROM (SELECT unnest(${sorted}::int[]) AS id ORDER BY 1) s`.execute(trx);
}
