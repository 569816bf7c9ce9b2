// Replay protection for uploads and money-moving requests: the key (a file hash, a payment
// reference, a client request id) is claimed in the same transaction as the work, so the work
// and the claim commit or roll back together and a replay finds the claim.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Claim<T> = { claimed: true } | { claimed: false; previousResult: T | null };

export async function claimIdempotencyKey<T>(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  userId: number | null,
): Promise<Claim<T>> {
  const inserted = await sql<{ key: string }>`
    INSERT INTO idempotency_keys (scope, key, created_by) VALUES (${scope}, ${key}, ${userId})
    ON CONFLICT (scope, key) DO NOTHING
    RETURNING key`.execute(trx);
  if (inserted.rows.length > 0) return { claimed: true };
  const existing = await trx
    .selectFrom('idempotency_keys')
    .select('result')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return { claimed: false, previousResult: (existing?.result ?? null) as T | null };
}

/** Stores what the claimed work produced, so a replay can answer with the same result. */
export async function saveIdempotentResult(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  result: unknown,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ result: JSON.stringify(result) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}
